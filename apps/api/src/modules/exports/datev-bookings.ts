import { and, asc, between, eq, min, ne, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceLines, invoices, journalEntries, memberships, paymentAllocations, payments } from '../../db/schema';
import type { DatevBooking } from './datev';

/** SKR 03: receivables from guests and from members without a numeric member number (Sammeldebitor). */
const RECEIVABLES = '1400';
const BANK = '1800';
const CASH = '1000';

/** DATEV's tax keys for output VAT at the German rates; 0 % and other rates book without a key. */
const TAX_KEYS: Record<number, string> = { 1900: '3', 700: '2' };

/** A member's debtor account: 10000 plus a numeric member number (1 to 59999), so each member keeps open items of their own. */
export function debtorAccount(memberNumber: string | null): string {
  const number = memberNumber && /^\d{1,5}$/.test(memberNumber) ? Number(memberNumber) : 0;
  return number >= 1 && number <= 59_999 ? String(10_000 + number) : RECEIVABLES;
}

/** The company's books over its days `from` to `to` (inclusive, ISO), counted in its zone. */
interface Period {
  db: Executor;
  companyId: number;
  from: string;
  to: string;
  timeZone: string;
}

const localDate = (column: unknown, timeZone: string) => sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/**
 * The invoices issued in the period, one booking per invoice, revenue account, VAT rate and tax
 * sphere: the debtor debited with the gross, the revenue account (with its tax key) credited.
 * A cancellation's negative lines book on the credit side.
 */
async function invoiceBookings({ db, companyId, from, to, timeZone }: Period): Promise<DatevBooking[]> {
  const issuedOn = localDate(invoices.issuedAt, timeZone);
  const rows = await db
    .select({
      number: invoices.number,
      issuedOn,
      recipient: invoices.recipientName,
      memberNumber: memberships.memberNumber,
      revenueAccount: invoiceLines.revenueAccount,
      vatRate: invoiceLines.vatRate,
      taxSphere: invoiceLines.taxSphere,
      gross: sum(invoiceLines.gross).mapWith(Number),
    })
    .from(invoices)
    .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .leftJoin(memberships, eq(memberships.id, invoices.membershipId))
    .where(and(eq(invoices.companyId, companyId), ne(invoices.status, 'draft'), between(issuedOn, from, to)))
    .groupBy(invoices.id, memberships.memberNumber, invoiceLines.revenueAccount, invoiceLines.vatRate, invoiceLines.taxSphere)
    .orderBy(asc(invoices.issuedAt), asc(invoices.id), asc(invoiceLines.revenueAccount), asc(invoiceLines.vatRate));
  return rows
    .filter((row) => row.gross !== 0)
    .map((row) => ({
      amount: Math.abs(row.gross),
      side: row.gross > 0 ? 'S' : 'H',
      account: debtorAccount(row.memberNumber),
      contraAccount: row.revenueAccount,
      taxKey: TAX_KEYS[row.vatRate] ?? '',
      date: row.issuedOn,
      document: row.number ?? '',
      text: row.recipient,
      costCentre2: row.taxSphere ?? '',
    }));
}

/**
 * The payments received in the period (bank or cash debited, the debtor credited), each under the
 * number of the first invoice it settles, and the direct debits that came back in it (reversed).
 */
async function paymentBookings({ db, companyId, from, to, timeZone }: Period): Promise<DatevBooking[]> {
  const returnedOn = localDate(journalEntries.bookedAt, timeZone);
  const rows = await db
    .select({
      id: payments.id,
      method: payments.method,
      amount: payments.amount,
      paidOn: payments.paidAt,
      reference: payments.reference,
      memberNumber: memberships.memberNumber,
      invoiceNumber: min(invoices.number),
      returnedOn: sql<string | null>`case when ${journalEntries.id} is null then null else ${returnedOn} end`,
    })
    .from(payments)
    .leftJoin(memberships, eq(memberships.id, payments.membershipId))
    .leftJoin(paymentAllocations, eq(paymentAllocations.paymentId, payments.id))
    .leftJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .leftJoin(journalEntries, eq(journalEntries.id, payments.returnedEntryId))
    .where(
      and(
        eq(payments.companyId, companyId),
        sql`(${payments.paidAt} between ${from} and ${to} or ${returnedOn} between ${from} and ${to})`,
      ),
    )
    .groupBy(payments.id, memberships.memberNumber, journalEntries.id)
    .orderBy(asc(payments.paidAt), asc(payments.id));
  const bookings: DatevBooking[] = [];
  for (const row of rows) {
    const booking = {
      amount: row.amount,
      account: row.method === 'cash' ? CASH : BANK,
      contraAccount: debtorAccount(row.memberNumber),
      taxKey: '',
      document: row.invoiceNumber ?? row.reference ?? `Z${row.id}`,
      costCentre2: '',
    };
    if (row.paidOn >= from && row.paidOn <= to)
      bookings.push({ ...booking, side: 'S', date: row.paidOn, text: 'Zahlungseingang' });
    if (row.returnedOn && row.returnedOn >= from && row.returnedOn <= to)
      bookings.push({ ...booking, side: 'H', date: row.returnedOn, text: 'Rücklastschrift' });
  }
  return bookings;
}

/** Every booking of the period for the DATEV batch: invoices first, then payments, each by date. */
export async function datevBookings(db: Executor, companyId: number, from: string, to: string, timeZone: string) {
  const period = { db, companyId, from, to, timeZone };
  return [...(await invoiceBookings(period)), ...(await paymentBookings(period))];
}
