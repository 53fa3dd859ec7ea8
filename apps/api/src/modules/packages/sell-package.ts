import { packageMessages as says } from '@portal/contracts/package-messages';
import { and, eq } from 'drizzle-orm';
import { memberships, prepaidPackageAirplanes, prepaidPackages } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { memberAccountId, postEntry, type Tx } from '../accounts';
import { packageAccounts } from './ledger-accounts';
import { liabilityOf, type PackageRow } from './value';

const DAY_MS = 24 * 60 * 60_000;

/** A member's package as a sale makes it: the offer's terms as they are at `now`, valid `validity_days` from then. */
export function termsOfSale(offer: PackageRow, membershipId: number, now: Date) {
  return {
    companyId: offer.companyId,
    offerId: offer.id,
    membershipId,
    name: offer.name,
    description: offer.description,
    price: offer.price,
    creditMinutes: offer.creditMinutes,
    creditAmount: offer.creditAmount,
    category: offer.category,
    validityDays: offer.validityDays,
    discountPercent: offer.discountPercent,
    soldAt: now,
    expiresAt: new Date(now.getTime() + offer.validityDays * DAY_MS),
    remainingMinutes: offer.creditMinutes,
    remainingAmount: offer.creditAmount,
  } satisfies typeof prepaidPackages.$inferInsert;
}

/**
 * Sells an offer to a member: a package of their own with the offer's terms as they are today, valid
 * `validity_days` from now. Posts the sale ('package_sale': member −price, prepaid 1718 +liability, a
 * money package's discount on 8730) and, when paid at once, the payment ('payment': member +price,
 * bank 1800 −price).
 */
export async function sellPackage(
  tx: Tx,
  offer: PackageRow,
  input: { membershipId: number; paid: boolean; userId: number | null; now?: Date },
): Promise<PackageRow> {
  if (offer.membershipId !== null) throw invalid('id', says.notOffer);
  if (offer.retiredAt) throw invalid('id', says.retired);
  const [member] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(eq(memberships.companyId, offer.companyId), eq(memberships.id, input.membershipId), eq(memberships.status, 'approved')),
    );
  if (!member) throw invalid('membership_id', says.memberUnknown);
  const now = input.now ?? new Date();
  const [owned] = await tx
    .insert(prepaidPackages)
    .values(termsOfSale(offer, input.membershipId, now))
    .returning();
  if (!owned) throw new Error('package not sold');
  const airplaneRows = await tx
    .select({ airplaneId: prepaidPackageAirplanes.airplaneId })
    .from(prepaidPackageAirplanes)
    .where(eq(prepaidPackageAirplanes.packageId, offer.id));
  if (airplaneRows.length > 0) {
    await tx
      .insert(prepaidPackageAirplanes)
      .values(airplaneRows.map((row) => ({ companyId: owned.companyId, packageId: owned.id, airplaneId: row.airplaneId })));
  }

  const memberAccount = await memberAccountId(tx, owned.companyId, input.membershipId);
  const liability = liabilityOf(owned);
  const lines = [
    { accountId: memberAccount, amount: -owned.price },
    { accountId: await packageAccounts.prepaid(tx, owned.companyId), amount: liability },
  ];
  if (liability !== owned.price) {
    lines.push({ accountId: await packageAccounts.discount(tx, owned.companyId), amount: owned.price - liability });
  }
  const common = { companyId: owned.companyId, packageId: owned.id, bookedAt: now, createdByUserId: input.userId };
  if (owned.price > 0 || liability > 0) {
    await postEntry(tx, { ...common, kind: 'package_sale', description: owned.name, lines });
  }
  if (input.paid && owned.price > 0) {
    await postEntry(tx, {
      ...common,
      kind: 'payment',
      description: owned.name,
      lines: [
        { accountId: memberAccount, amount: owned.price },
        { accountId: await packageAccounts.bank(tx, owned.companyId), amount: -owned.price },
      ],
    });
  }
  return owned;
}
