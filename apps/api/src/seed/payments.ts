import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { companies, journalEntries, ledgerAccounts, memberships, postings, users } from '../db/schema';
import { companyAccountId, postEntry } from '../modules/accounts';
import type { SeedContext } from '.';

const DAY_MS = 86_400_000;
const HUNDRED_EUROS = 10_000;

/**
 * How each demo club member pays (the rest pay nothing: they owe nothing). `prompt`: transfers each
 * charge `lag` days after it; `monthly`: settles the last month's debt on `day` of the next, so
 * this month's flying is still owed; `prepays`: on the 1st tops the account up by round hundreds to
 * cover the month's flying with 100 € to spare, so the account stays in credit.
 */
type Habit = { kind: 'prompt'; lag: number } | { kind: 'monthly'; day: number } | { kind: 'prepays' };
const HABITS: Record<string, Habit> = {
  'pilot@demo.aero': { kind: 'prepays' },
  'student@demo.aero': { kind: 'prepays' },
  'florian.maier@demo.aero': { kind: 'monthly', day: 6 },
  'admin@demo.aero': { kind: 'prompt', lag: 3 },
  'julia.hoffmann@demo.aero': { kind: 'prompt', lag: 2 },
  'katharina.schneider@demo.aero': { kind: 'prompt', lag: 2 },
  'max.bauer@demo.aero': { kind: 'prompt', lag: 5 },
  'markus.wagner@demo.aero': { kind: 'prepays' },
  'instructor@demo.aero': { kind: 'prompt', lag: 20 },
  'crew@demo.aero': { kind: 'prompt', lag: 30 },
};

type Movement = { at: Date; amount: number };
type Transfer = Movement & { text: string };

const monthName = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const bankDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day, 9));
/** The months from `first`'s to `now`'s; a month past December is the next year's (as `Date.UTC` reads it). */
const monthsFrom = (first: Date, now: Date) => {
  const year = first.getUTCFullYear();
  const months: Array<{ year: number; month: number }> = [];
  for (let month = first.getUTCMonth(); bankDay(year, month, 1) <= now; month++) months.push({ year, month });
  return months;
};
const balanceAt = (moves: Movement[], at: Date) =>
  moves.reduce((sum, move) => (move.at.getTime() < at.getTime() ? sum + move.amount : sum), 0);

/** The transfers a member with this habit made, given what was booked on their account. */
function transfersFor(habit: Habit, charges: Movement[], now: Date): Transfer[] {
  const first = charges[0];
  if (!first) return [];
  const transfers: Transfer[] = [];
  if (habit.kind === 'prompt') {
    for (const charge of charges) {
      const at = new Date(charge.at.getTime() + habit.lag * DAY_MS);
      if (charge.amount < 0 && at < now) transfers.push({ at, amount: -charge.amount, text: 'Überweisung' });
    }
    return transfers;
  }
  for (const { year, month } of monthsFrom(first.at, now)) {
    const moves = [...charges, ...transfers];
    if (habit.kind === 'monthly') {
      const at = bankDay(year, month, habit.day);
      const owed = -balanceAt(moves, bankDay(year, month, 1));
      if (owed > 0 && at < now) {
        transfers.push({ at, amount: owed, text: `Ausgleich Mitgliedskonto ${monthName.format(bankDay(year, month - 1, 1))}` });
      }
      continue;
    }
    const at = bankDay(year, month, 1);
    const flown = -charges
      .filter((move) => move.at >= at && move.at < bankDay(year, month + 1, 1))
      .reduce((sum, move) => sum + move.amount, 0);
    const short = flown + HUNDRED_EUROS - balanceAt(moves, at);
    if (short > 0)
      transfers.push({ at, amount: Math.ceil(short / HUNDRED_EUROS) * HUNDRED_EUROS, text: 'Überweisung Flugguthaben' });
  }
  return transfers;
}

/**
 * The demo club's members pay by bank transfer over the seeded year, each by their habit, from what
 * the earlier seeders booked on their accounts (dues, flights, packages): most end near zero (at most
 * the last days' flights open), one owes this month's flying, three have prepaid.
 */
export async function seedPayments(tx: Transaction, { now }: SeedContext) {
  const [club] = await tx.select().from(companies).where(eq(companies.kind, 'club')).orderBy(asc(companies.id)).limit(1);
  if (!club) return;
  const members = await tx
    .select({ accountId: ledgerAccounts.id, email: users.email })
    .from(ledgerAccounts)
    .innerJoin(memberships, eq(memberships.id, ledgerAccounts.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(ledgerAccounts.companyId, club.id), inArray(users.email, Object.keys(HABITS))));
  const bank = await companyAccountId(tx, club.id, '1800', 'bank', 'Bank');
  for (const member of members) {
    const charges = await tx
      .select({ at: postings.bookedAt, amount: postings.amount })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(and(eq(postings.accountId, member.accountId), ne(journalEntries.kind, 'payment')))
      .orderBy(asc(postings.bookedAt), asc(postings.id));
    const transfers = transfersFor(HABITS[member.email] as Habit, charges, now);
    for (const transfer of transfers.sort((a, b) => a.at.getTime() - b.at.getTime())) {
      await postEntry(tx, {
        companyId: club.id,
        kind: 'payment',
        description: transfer.text,
        bookedAt: transfer.at,
        lines: [
          { accountId: member.accountId, amount: transfer.amount },
          { accountId: bank, amount: -transfer.amount },
        ],
      });
    }
  }
}
