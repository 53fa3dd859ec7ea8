import { and, asc, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import { composeIBAN } from 'ibantools';
import type { Transaction } from '../db/client';
import { companies, invoices, journalEntries, ledgerAccounts, memberships, postings, sepaMandates, users } from '../db/schema';
import { utcToday } from '../lib/dates';
import { bookPayment } from '../modules/payments';
import type { SeedContext } from '.';

const DAY_MS = 86_400_000;
const HUNDRED_EUROS = 10_000;

/**
 * How each demo club member pays. `prompt`: transfers each charge `lag` days after it; `prepays`: on
 * the 1st tops the account up by round hundreds to cover the month's flying with 100 € to spare, so the
 * account stays in credit. Florian Maier pays nothing in: the club's one member who owes, whatever day
 * the demo is loaded (the treasurer's lists and his own account show a debt; the rest owe nothing).
 */
type Habit = { kind: 'prompt'; lag: number } | { kind: 'prepays' };
const HABITS: Record<string, Habit> = {
  'pilot@demo.aero': { kind: 'prepays' },
  'student@demo.aero': { kind: 'prepays' },
  'admin@demo.aero': { kind: 'prompt', lag: 3 },
  'julia.hoffmann@demo.aero': { kind: 'prompt', lag: 2 },
  'katharina.schneider@demo.aero': { kind: 'prompt', lag: 2 },
  'max.bauer@demo.aero': { kind: 'prompt', lag: 5 },
  'markus.wagner@demo.aero': { kind: 'prepays' },
  'instructor@demo.aero': { kind: 'prompt', lag: 20 },
  'crew@demo.aero': { kind: 'prompt', lag: 30 },
};

/** A booking on the member's account; `payment` marks money received (a credit that is not flying). */
type Movement = { at: Date; amount: number; payment?: boolean };
type Transfer = Movement & { text: string };
type Member = { accountId: number; membershipId: number; email: string; name: string };

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
    const at = bankDay(year, month, 1);
    const flown = -charges
      .filter((move) => !move.payment && move.at >= at && move.at < bankDay(year, month + 1, 1))
      .reduce((sum, move) => sum + move.amount, 0);
    // The balance before the month's first demand (its invoice is issued on the 1st, before the top-up).
    const short = flown + HUNDRED_EUROS - balanceAt(moves, new Date(Date.UTC(year, month, 1)));
    if (short > 0)
      transfers.push({ at, amount: Math.ceil(short / HUNDRED_EUROS) * HUNDRED_EUROS, text: 'Überweisung Flugguthaben' });
  }
  return transfers;
}

/**
 * Mandates for most of the club's members (every fourth pays by transfer only), signed last January
 * with valid IBANs.
 */
async function seedMandates(tx: Transaction, companyId: number, members: Member[], now: Date) {
  const withMandate = members.filter((_, index) => index % 4 !== 3);
  if (withMandate.length === 0) return;
  await tx.insert(sepaMandates).values(
    withMandate.map((member, index) => ({
      companyId,
      membershipId: member.membershipId,
      reference: `LSV-${String(member.membershipId).padStart(5, '0')}`,
      signedOn: `${now.getUTCFullYear()}-01-15`,
      accountHolder: member.name,
      iban: composeIBAN({ countryCode: 'DE', bban: `12030000${String(1_000_000_000 + index * 7919).slice(-10)}` }) ?? '',
    })),
  );
}

/**
 * What a member was asked to pay, by date: each issued invoice when it was issued, and what no invoice
 * bills (dues, packages) when it was booked. This month's flights wait for next month's invoice.
 */
async function demandsOf(tx: Transaction, companyId: number, member: Member): Promise<Movement[]> {
  const billed = await tx
    .select({ at: invoices.issuedAt, gross: invoices.totalGross })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        eq(invoices.membershipId, member.membershipId),
        eq(invoices.kind, 'invoice'),
        ne(invoices.status, 'cancelled'),
      ),
    );
  const unbilled = await tx
    .select({ at: postings.bookedAt, amount: postings.amount })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(and(eq(postings.accountId, member.accountId), ne(journalEntries.kind, 'payment'), isNull(journalEntries.flightId)));
  return [...billed.flatMap(({ at, gross }) => (at ? [{ at, amount: -gross }] : [])), ...unbilled].sort(
    (a, b) => a.at.getTime() - b.at.getTime(),
  );
}

/**
 * Everything on the member's account (flights as flown, dues, packages, transfers the accounts seeder
 * booked): what a prepayer tops up against, since their account is debited per flight, not when the
 * invoice lists it, and money already there counts.
 */
async function accountMovesOf(tx: Transaction, member: Member): Promise<Movement[]> {
  const rows = await tx
    .select({ at: postings.bookedAt, amount: postings.amount, kind: journalEntries.kind })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(eq(postings.accountId, member.accountId))
    .orderBy(asc(postings.bookedAt));
  return rows.map(({ at, amount, kind }) => ({ at, amount, payment: kind === 'payment' }));
}

/** The member's open invoices issued before `at`: what a transfer on that day pays, oldest first. */
async function openInvoicesBefore(tx: Transaction, companyId: number, membershipId: number, at: Date) {
  const rows = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        eq(invoices.membershipId, membershipId),
        eq(invoices.kind, 'invoice'),
        inArray(invoices.status, ['issued', 'partially_paid']),
        lt(invoices.issuedAt, at),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * The demo club's members give mandates, then pay by bank transfer over the seeded year, each by their
 * habit, for what they were asked (invoices when issued, dues and packages when booked; a prepayer for
 * what the month's flights will take), each transfer settling their open invoices oldest first: most end
 * near zero (this month's flying still open, a late payer's invoice overdue), one owes a month, three
 * are in credit.
 */
export async function seedPayments(tx: Transaction, { now }: SeedContext) {
  const [club] = await tx.select().from(companies).where(eq(companies.kind, 'club')).orderBy(asc(companies.id)).limit(1);
  if (!club) return;
  const members: Member[] = await tx
    .select({ accountId: ledgerAccounts.id, membershipId: memberships.id, email: users.email, name: users.name })
    .from(ledgerAccounts)
    .innerJoin(memberships, eq(memberships.id, ledgerAccounts.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(ledgerAccounts.companyId, club.id), eq(memberships.status, 'approved')))
    .orderBy(asc(memberships.id));
  await seedMandates(tx, club.id, members, now);
  for (const member of members) {
    const habit = HABITS[member.email];
    if (!habit) continue;
    const charges = habit.kind === 'prepays' ? await accountMovesOf(tx, member) : await demandsOf(tx, club.id, member);
    const transfers = transfersFor(habit, charges, now);
    for (const transfer of transfers.sort((a, b) => a.at.getTime() - b.at.getTime())) {
      await bookPayment(tx, {
        companyId: club.id,
        membershipId: member.membershipId,
        method: 'transfer',
        amount: transfer.amount,
        paidAt: utcToday(transfer.at),
        bookedAt: transfer.at,
        reference: transfer.text,
        invoiceIds: await openInvoicesBefore(tx, club.id, member.membershipId, transfer.at),
        userId: null,
      });
    }
  }
}
