import type { AccountingSettings } from '@portal/contracts';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airplanes, flights, journalEntries, ledgerAccounts, memberships, postings, users } from '../../db/schema';
import { likeContains } from '../../lib/pagination';

/** A membership's account, with what the page needs: one row, whatever the history's length. */
export async function findMemberAccount(db: Executor, companyId: number, membershipId: number) {
  const [account] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.membershipId, membershipId)));
  return account;
}

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

/** A balance is low when the policy looks at it and it is below the threshold. */
export const isLow = (balance: number, settings: AccountingSettings) =>
  settings.low_balance_policy !== 'ignore' && balance < settings.low_balance_threshold;

function accountConditions(companyId: number, search?: string): SQL | undefined {
  const conditions = [eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.kind, 'member')];
  if (search) {
    const pattern = likeContains(search);
    conditions.push(
      or(ilike(users.name, pattern), ilike(memberships.memberNumber, pattern), ilike(memberships.invitedName, pattern)) as SQL,
    );
  }
  return and(...conditions);
}

const accountRows = (db: Executor) =>
  db
    .select({
      id: ledgerAccounts.id,
      membershipId: memberships.id,
      name: users.name,
      invitedName: memberships.invitedName,
      memberNumber: memberships.memberNumber,
      balance: ledgerAccounts.balance,
      currency: ledgerAccounts.currency,
    })
    .from(ledgerAccounts)
    .innerJoin(memberships, eq(memberships.id, ledgerAccounts.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId));

export type AccountListRow = Awaited<ReturnType<ReturnType<typeof accountRows>['execute']>>[number];

/** Every member account of the company, by name; `search` finds a name or member number. */
export async function listAccounts(db: Executor, companyId: number, search?: string, limit?: number, offset?: number) {
  const query = accountRows(db).where(accountConditions(companyId, search)).orderBy(users.name, ledgerAccounts.id);
  return limit === undefined ? query : query.limit(limit).offset(offset ?? 0);
}

export async function countAccounts(db: Executor, companyId: number, search?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ledgerAccounts)
    .innerJoin(memberships, eq(memberships.id, ledgerAccounts.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(accountConditions(companyId, search));
  return row?.n ?? 0;
}

/** Newest first as a member reads a statement: by booking date, then the later entry; one index serves it. */
const newestFirst = [desc(postings.bookedAt), desc(postings.entryId), desc(postings.id)];

/**
 * A page of an account's lines, newest first, each with the balance right after it in that order.
 * Entries may be booked back-dated (a flight at its landing), so the running balance is counted
 * down from the account's balance over the newer lines (the pages before and this one), never
 * summed over the whole history; both read in one statement, so one snapshot.
 */
export async function listLines(db: Executor, accountId: number, limit: number, offset: number) {
  const newer = db
    .select({ amount: postings.amount })
    .from(postings)
    .where(eq(postings.accountId, accountId))
    .orderBy(...newestFirst)
    .limit(offset)
    .as('newer');
  const rows = await db
    .select({
      id: postings.id,
      entryId: postings.entryId,
      amount: postings.amount,
      bookedAt: postings.bookedAt,
      kind: journalEntries.kind,
      description: journalEntries.description,
      flightId: journalEntries.flightId,
      packageId: journalEntries.packageId,
      airplaneId: flights.airplaneId,
      registration: airplanes.registration,
      top: sql<number>`(select ${ledgerAccounts.balance} from ${ledgerAccounts} where ${ledgerAccounts.id} = ${accountId})
        - (select coalesce(sum(${newer.amount}), 0) from ${newer})`.mapWith(Number),
    })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .leftJoin(flights, eq(flights.id, journalEntries.flightId))
    .leftJoin(airplanes, eq(airplanes.id, flights.airplaneId))
    .where(eq(postings.accountId, accountId))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  let after = rows[0]?.top ?? 0;
  return rows.map(({ top: _, ...row }) => {
    const line = { ...row, balanceAfter: after };
    after -= row.amount;
    return line;
  });
}

export type LineRow = Awaited<ReturnType<typeof listLines>>[number];
