import type { PackageOfferCreate, PackageOfferUpdate } from '@portal/contracts';
import { packageMessages as says } from '@portal/contracts/package-messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airplanes, prepaidPackageAirplanes, prepaidPackages } from '../../db/schema';
import { conflict, invalid } from '../../lib/errors';
import type { PackageRow } from './value';

async function setAirplanes(db: Executor, offer: PackageRow, airplaneIds: number[]) {
  const ids = [...new Set(airplaneIds)];
  if (ids.length > 0) {
    const found = await db
      .select({ id: airplanes.id })
      .from(airplanes)
      .where(and(eq(airplanes.companyId, offer.companyId), inArray(airplanes.id, ids)));
    if (found.length !== ids.length) throw invalid('airplane_ids', says.airplaneUnknown);
  }
  await db.delete(prepaidPackageAirplanes).where(eq(prepaidPackageAirplanes.packageId, offer.id));
  if (ids.length > 0) {
    await db
      .insert(prepaidPackageAirplanes)
      .values(ids.map((airplaneId) => ({ companyId: offer.companyId, packageId: offer.id, airplaneId })));
  }
}

export async function createOffer(db: Executor, companyId: number, input: PackageOfferCreate): Promise<PackageRow> {
  const [offer] = await db
    .insert(prepaidPackages)
    .values({
      companyId,
      name: input.name,
      description: input.description,
      price: input.price,
      creditMinutes: input.credit_minutes,
      creditAmount: input.credit_amount,
      category: input.category,
      validityDays: input.validity_days,
      discountPercent: input.discount_percent,
    })
    .returning();
  if (!offer) throw new Error('offer not created');
  await setAirplanes(db, offer, input.airplane_ids);
  return offer;
}

/** Changes an offer's terms; packages already sold keep theirs. */
export async function updateOffer(
  db: Executor,
  offer: PackageRow,
  changes: PackageOfferUpdate,
  currentAirplaneIds: number[],
): Promise<PackageRow> {
  if (offer.membershipId !== null) throw invalid('id', says.notOffer);
  const creditMinutes = changes.credit_minutes === undefined ? offer.creditMinutes : changes.credit_minutes;
  const creditAmount = changes.credit_amount === undefined ? offer.creditAmount : changes.credit_amount;
  if ((creditMinutes === null) === (creditAmount === null)) throw invalid('credit_minutes', says.creditOne);
  const category = changes.category === undefined ? offer.category : changes.category;
  const airplaneIds = changes.airplane_ids ?? currentAirplaneIds;
  if (creditAmount !== null && (category !== null || airplaneIds.length > 0))
    throw invalid('airplane_ids', says.moneyUnrestricted);
  const [updated] = await db
    .update(prepaidPackages)
    .set({
      name: changes.name,
      description: changes.description,
      price: changes.price,
      creditMinutes,
      creditAmount,
      category,
      validityDays: changes.validity_days,
      discountPercent: changes.discount_percent,
      updatedAt: new Date(),
    })
    .where(eq(prepaidPackages.id, offer.id))
    .returning();
  if (!updated) throw new Error('offer not updated');
  if (changes.airplane_ids) await setAirplanes(db, updated, changes.airplane_ids);
  return updated;
}

/** An offer is retired, not deleted, so the packages sold from it still name it; a sold package stays. */
export async function retireOffer(db: Executor, pkg: PackageRow): Promise<PackageRow> {
  if (pkg.membershipId !== null) throw conflict(says.soldNoDelete);
  if (pkg.retiredAt) return pkg;
  const [retired] = await db
    .update(prepaidPackages)
    .set({ retiredAt: new Date(), updatedAt: new Date() })
    .where(eq(prepaidPackages.id, pkg.id))
    .returning();
  return retired ?? pkg;
}
