import type { CompanyAccountKind, EntryKind } from '@portal/contracts';
import { accountMessages } from '@portal/contracts/accounts-messages';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, journalEntries, ledgerAccounts, postings } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';

/** The database or an open transaction; an entry is always written in a transaction of its own or the caller's. */
export type Tx = Executor;

/** One line of an entry: minor units, positive or negative, on one account of the entry's company. */
export type PostingLine = { accountId: number; amount: number };

export type EntryInput = {
  companyId: number;
  kind: EntryKind;
  description: string;
  lines: PostingLine[];
  bookedAt?: Date;
  flightId?: number | null;
  packageId?: number | null;
  reversesEntryId?: number | null;
  createdByUserId?: number | null;
};

/** Lines on the same account are added up and zero lines dropped; the rest go in account order (no deadlocks between writers). */
function normalise(lines: PostingLine[]): PostingLine[] {
  const byAccount = new Map<number, number>();
  for (const { accountId, amount } of lines) {
    if (!Number.isSafeInteger(amount)) throw new Error(`posting amount ${amount} is not a whole number of minor units`);
    byAccount.set(accountId, (byAccount.get(accountId) ?? 0) + amount);
  }
  return [...byAccount]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a - b)
    .map(([accountId, amount]) => ({ accountId, amount }));
}

/**
 * Writes a journal entry and its postings. The database moves each account's balance and, at
 * commit, refuses an entry whose postings do not sum to zero; the check here only fails earlier.
 */
export async function postEntry(tx: Tx, entry: EntryInput): Promise<{ id: number }> {
  const lines = normalise(entry.lines);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (lines.length < 2 || total !== 0) {
    throw new Error(`journal entry "${entry.description}" does not balance: ${lines.length} lines summing to ${total}`);
  }
  return tx.transaction(async (inner) => {
    const [written] = await inner
      .insert(journalEntries)
      .values({
        companyId: entry.companyId,
        kind: entry.kind,
        description: entry.description,
        bookedAt: entry.bookedAt,
        flightId: entry.flightId ?? null,
        packageId: entry.packageId ?? null,
        reversesEntryId: entry.reversesEntryId ?? null,
        createdByUserId: entry.createdByUserId ?? null,
      })
      .returning({ id: journalEntries.id });
    if (!written) throw new Error('journal entry was not written');
    await inner.insert(postings).values(
      lines.map((line) => ({
        entryId: written.id,
        companyId: entry.companyId,
        accountId: line.accountId,
        amount: line.amount,
      })),
    );
    return written;
  });
}

/**
 * Books the opposite of an entry (each posting negated), linked to it; an entry is reversed at most
 * once. It is booked when the reversal happens (`bookedAt`, now unless the caller says) and keeps
 * the original's description: the words ("Storno", "Reversal") come from its kind, in the reader's language.
 */
export async function reverseEntry(
  tx: Tx,
  entryId: number,
  createdByUserId?: number | null,
  bookedAt?: Date,
): Promise<{ id: number }> {
  const [original] = await tx.select().from(journalEntries).where(eq(journalEntries.id, entryId));
  if (!original) throw notFound();
  const reversed = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.reversesEntryId, entryId));
  if (reversed.length > 0) throw new AppError('conflict', accountMessages.alreadyReversed);
  const lines = await tx
    .select({ accountId: postings.accountId, amount: postings.amount })
    .from(postings)
    .where(eq(postings.entryId, entryId));
  return postEntry(tx, {
    companyId: original.companyId,
    kind: 'reversal',
    description: original.description,
    lines: lines.map((line) => ({ accountId: line.accountId, amount: -line.amount })),
    flightId: original.flightId,
    packageId: original.packageId,
    reversesEntryId: entryId,
    createdByUserId: createdByUserId ?? null,
    bookedAt,
  });
}

/** The account of an approved membership (made by the database when it was approved); throws when it has none. */
export async function memberAccountId(tx: Tx, companyId: number, membershipId: number): Promise<number> {
  const [account] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.membershipId, membershipId)));
  if (!account) throw notFound(accountMessages.noAccount);
  return account.id;
}

/** One of the company's own accounts by its chart code (e.g. bank 1800, revenue 8400), made on first use. */
export async function companyAccountId(
  tx: Tx,
  companyId: number,
  code: string,
  kind: CompanyAccountKind,
  name: string,
): Promise<number> {
  const [company] = await tx.select({ currency: companies.currency }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  const [made] = await tx
    .insert(ledgerAccounts)
    .values({ companyId, code, kind, name, currency: company.currency })
    .onConflictDoNothing({ target: [ledgerAccounts.companyId, ledgerAccounts.code] })
    .returning({ id: ledgerAccounts.id });
  if (made) return made.id;
  const [existing] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.code, code)));
  if (!existing) throw notFound();
  return existing.id;
}
