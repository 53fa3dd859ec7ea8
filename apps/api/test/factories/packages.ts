import type { Database } from '../../src/db/client';
import { prepaidPackageAirplanes, prepaidPackages } from '../../src/db/schema';
import { termsOfSale } from '../../src/modules/packages';

type PackageInsert = Partial<typeof prepaidPackages.$inferInsert>;

/** An offer: 10 hours for 1,500.00, a year's validity, unless told otherwise. */
export async function buildOffer(db: Database, companyId: number, overrides: PackageInsert = {}, airplaneIds: number[] = []) {
  const [offer] = await db
    .insert(prepaidPackages)
    .values({ companyId, name: '10 Stunden', price: 150_000, creditMinutes: 600, validityDays: 365, ...overrides })
    .returning();
  if (!offer) throw new Error('offer not created');
  if (airplaneIds.length > 0) {
    await db
      .insert(prepaidPackageAirplanes)
      .values(airplaneIds.map((airplaneId) => ({ companyId, packageId: offer.id, airplaneId })));
  }
  return offer;
}

/**
 * A package a member owns, written straight to the table (no sale posted): for tests of reading and
 * tenancy. Tests of money sell through the API or the module so the ledger sees the sale.
 */
export async function buildOwnedPackage(
  db: Database,
  offer: typeof prepaidPackages.$inferSelect,
  membershipId: number,
  overrides: PackageInsert = {},
) {
  const [owned] = await db
    .insert(prepaidPackages)
    .values({ ...termsOfSale(offer, membershipId, new Date()), ...overrides })
    .returning();
  if (!owned) throw new Error('package not created');
  return owned;
}
