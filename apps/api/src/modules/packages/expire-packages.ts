import { accountingSettings } from '@portal/contracts';
import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, prepaidPackages, prepaidPackageUsages } from '../../db/schema';
import { memberAccountId, postEntry, type Tx } from '../accounts';
import { packageAccounts } from './ledger-accounts';
import { remainingValue } from './value';

/**
 * Settles one expired package in its own transaction: what is left lapses (prepaid 1718 → other
 * income 2700, 'package_lapse') or goes back to the member's account (1718 → member,
 * 'package_refund') as the company's `accounting.package_remainder` says; the package is closed.
 * Returns false when another run got to it first (the row is locked and re-read), so running twice,
 * or on two instances at once, settles each package once.
 */
async function settle(tx: Tx, packageId: number, now: Date): Promise<boolean> {
  const [pkg] = await tx
    .select()
    .from(prepaidPackages)
    .where(and(eq(prepaidPackages.id, packageId), isNull(prepaidPackages.closedAt), lte(prepaidPackages.expiresAt, now)))
    .for('update');
  if (!pkg || pkg.membershipId === null || !pkg.expiresAt) return false;
  const [company] = await tx.select({ settings: companies.settings }).from(companies).where(eq(companies.id, pkg.companyId));
  const remainder = accountingSettings(company?.settings).package_remainder;
  const value = remainingValue(pkg);
  const minutes = pkg.remainingMinutes;
  const amount = pkg.remainingAmount;
  let entryId: number | null = null;
  if (value > 0) {
    const to =
      remainder === 'refund'
        ? await memberAccountId(tx, pkg.companyId, pkg.membershipId)
        : await packageAccounts.lapsed(tx, pkg.companyId);
    ({ id: entryId } = await postEntry(tx, {
      companyId: pkg.companyId,
      kind: remainder === 'refund' ? 'package_refund' : 'package_lapse',
      description: pkg.name,
      lines: [
        { accountId: await packageAccounts.prepaid(tx, pkg.companyId), amount: -value },
        { accountId: to, amount: value },
      ],
      bookedAt: pkg.expiresAt,
      packageId: pkg.id,
    }));
  }
  if (value > 0 || (minutes ?? 0) > 0 || (amount ?? 0) > 0) {
    await tx.insert(prepaidPackageUsages).values({
      companyId: pkg.companyId,
      packageId: pkg.id,
      kind: remainder,
      minutes,
      amount,
      value,
      entryId,
      at: pkg.expiresAt,
    });
  }
  await tx
    .update(prepaidPackages)
    .set({
      remainingMinutes: minutes === null ? null : 0,
      remainingAmount: amount === null ? null : 0,
      closedAt: now,
      updatedAt: now,
    })
    .where(eq(prepaidPackages.id, pkg.id));
  return true;
}

/** Settles every package expired by `now`; one transaction per package, so one failure stops no other. */
export async function expirePackages(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: prepaidPackages.id })
    .from(prepaidPackages)
    .where(and(isNotNull(prepaidPackages.membershipId), isNull(prepaidPackages.closedAt), lte(prepaidPackages.expiresAt, now)))
    .orderBy(asc(prepaidPackages.expiresAt), asc(prepaidPackages.id));
  let settled = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => settle(tx, id, now))) settled += 1;
  }
  return settled;
}
