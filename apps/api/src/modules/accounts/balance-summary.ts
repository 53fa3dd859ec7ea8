import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerAccounts, memberships, users } from '../../db/schema';

/**
 * What the company's members owe and hold: sums over the kept balances (one row per member, not
 * the postings' history). `receivables` and `credit` are positive amounts in minor units.
 */
export async function memberBalanceTotals(db: Executor, companyId: number) {
  const [row] = await db
    .select({
      receivables: sql<string>`coalesce(-sum(${ledgerAccounts.balance}) filter (where ${ledgerAccounts.balance} < 0), 0)`,
      owing: sql<number>`count(*) filter (where ${ledgerAccounts.balance} < 0)::int`,
      credit: sql<string>`coalesce(sum(${ledgerAccounts.balance}) filter (where ${ledgerAccounts.balance} > 0), 0)`,
      inCredit: sql<number>`count(*) filter (where ${ledgerAccounts.balance} > 0)::int`,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.kind, 'member')));
  return {
    receivables: Number(row?.receivables ?? 0),
    owing: Number(row?.owing ?? 0),
    credit: Number(row?.credit ?? 0),
    inCredit: Number(row?.inCredit ?? 0),
  };
}

/** The members who owe most, most first. */
export async function topDebtors(db: Executor, companyId: number, limit = 10) {
  const rows = await db
    .select({
      membershipId: memberships.id,
      name: sql<string>`coalesce(${users.name}, ${memberships.invitedName}, '')`,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .innerJoin(memberships, eq(memberships.id, ledgerAccounts.membershipId))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.kind, 'member'), lt(ledgerAccounts.balance, 0)))
    .orderBy(ledgerAccounts.balance, memberships.id)
    .limit(limit);
  return rows.map((row) => ({ ...row, balance: Number(row.balance) }));
}
