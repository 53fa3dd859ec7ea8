import { accountingSettings } from '@portal/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airplanes, airports, chargeLines, companies, fees, type flights, instructorRates } from '../../db/schema';
import { todayIn } from '../../lib/dates';
import { companyAccountId, memberAccountId, postEntry, reverseEntry } from '../accounts';
import { landingFeeFor } from '../fees';
import { FUEL_ACCOUNT, type PricedLine, type PricingFee, priceFlight } from './price-flight';

type FlightRow = typeof flights.$inferSelect;
type FeeRow = typeof fees.$inferSelect;

const pricingFee = (fee: FeeRow): PricingFee => ({
  id: fee.id,
  title: fee.title,
  kind: fee.kind,
  amount: fee.amount,
  vatRate: fee.vatRate,
  revenueAccount: fee.revenueAccount,
  validFrom: fee.validFrom,
  validUntil: fee.validUntil,
});

/** Everything the pricing reads from the database for one flight, in as few queries as it can. */
async function pricingInput(tx: Executor, flight: FlightRow) {
  const [[company], [airplane]] = await Promise.all([
    tx.select().from(companies).where(eq(companies.id, flight.companyId)),
    tx
      .select()
      .from(airplanes)
      .where(and(eq(airplanes.companyId, flight.companyId), eq(airplanes.id, flight.airplaneId))),
  ]);
  if (!company || !airplane) throw new Error('the flight’s company or aircraft is gone');
  const [companyFees, [rate], [arrival]] = await Promise.all([
    tx.select().from(fees).where(eq(fees.companyId, flight.companyId)),
    flight.instructorMembershipId === null
      ? Promise.resolve([])
      : tx
          .select({ feeId: instructorRates.feeId })
          .from(instructorRates)
          .where(
            and(eq(instructorRates.companyId, flight.companyId), eq(instructorRates.membershipId, flight.instructorMembershipId)),
          ),
    tx.select({ id: airports.id }).from(airports).where(eq(airports.ident, flight.arrivalAirport)).limit(1),
  ]);
  const byId = new Map(companyFees.map((fee) => [fee.id, pricingFee(fee)]));
  const feeById = (id: number | null | undefined) => (id == null ? null : (byId.get(id) ?? null));
  const landingFee = arrival ? await landingFeeFor(tx, airplane, arrival.id) : undefined;
  const settings = accountingSettings(company.settings);
  return {
    company,
    input: {
      flight,
      day: todayIn(company.timezone, flight.offBlockAt),
      aircraft: {
        registration: airplane.registration,
        billingBasis: airplane.billingBasis,
        fee: feeById(airplane.feeId),
        bookingFee: feeById(airplane.bookingFeeId),
      },
      instructorFee: feeById(rate?.feeId),
      landingFees: companyFees.filter((fee) => fee.kind === 'per_landing').map(pricingFee),
      airportLandingFee: landingFee ? { id: landingFee.id, amount: landingFee.amount } : null,
      settings: { roundingMinutes: settings.rounding_minutes, fuelRefundPrice: settings.fuel_refund_price },
    },
  };
}

/** The VAT account for a rate: 1771 for 7 %, 1776 for any other (19 %). */
const vatAccount = (vatRate: number) => (vatRate === 700 ? '1771' : '1776');

/** The entry's postings: each member −gross, each revenue account +net, each VAT account +VAT. */
async function postingsFor(tx: Executor, companyId: number, lines: PricedLine[]) {
  const sums = new Map<string, number>();
  const add = (key: string, amount: number) => sums.set(key, (sums.get(key) ?? 0) + amount);
  for (const line of lines) {
    if (line.membershipId === null) continue;
    add(`member:${line.membershipId}`, -line.gross);
    add(`${line.revenueAccount === FUEL_ACCOUNT ? 'expense' : 'revenue'}:${line.revenueAccount}`, line.net);
    if (line.vat !== 0) add(`vat:${vatAccount(line.vatRate)}`, line.vat);
  }
  const postings = [];
  for (const [key, amount] of sums) {
    if (amount === 0) continue;
    const [kind, code] = key.split(':') as ['member' | 'revenue' | 'expense' | 'vat', string];
    const accountId =
      kind === 'member'
        ? await memberAccountId(tx, companyId, Number(code))
        : await companyAccountId(tx, companyId, code, kind, ACCOUNT_NAMES[kind](code));
    postings.push({ accountId, amount });
  }
  return postings;
}

const ACCOUNT_NAMES = {
  revenue: (code: string) => `Erlöse ${code}`,
  expense: (code: string) => `Treibstoff ${code}`,
  vat: (code: string) => (code === '1771' ? 'Umsatzsteuer 7 %' : 'Umsatzsteuer 19 %'),
} as const;

/**
 * Prices a flight and books it, in the caller's transaction: its charge lines, and one 'flight'
 * journal entry charging the paying members (none when the company bears the flight or it costs
 * nothing). Returns the lines written.
 */
export async function chargeFlight(tx: Executor, flight: FlightRow, createdByUserId: number | null) {
  const { input } = await pricingInput(tx, flight);
  const priced = priceFlight(input);
  if (priced.length === 0) return [];
  const postings = await postingsFor(tx, flight.companyId, priced);
  const entry =
    postings.length >= 2
      ? await postEntry(tx, {
          companyId: flight.companyId,
          kind: 'flight',
          description: `${input.aircraft.registration} ${flight.departureAirport}–${flight.arrivalAirport}`,
          lines: postings,
          bookedAt: flight.onBlockAt,
          flightId: flight.id,
          createdByUserId,
        })
      : null;
  return tx
    .insert(chargeLines)
    .values(priced.map((line) => ({ ...line, companyId: flight.companyId, flightId: flight.id, entryId: entry?.id ?? null })))
    .returning();
}

/** Reverses the entries of a flight's lines, once each; billed lines stay as they were billed. */
async function reverseEntriesOf(tx: Executor, lines: Array<{ entryId: number | null }>, description: string, by: number | null) {
  const entryIds = [...new Set(lines.map((line) => line.entryId).filter((id): id is number => id !== null))];
  for (const entryId of entryIds) await reverseEntry(tx, entryId, description, by);
}

/**
 * Takes back an unbilled flight's charges: its entry reversed and its lines removed (before a
 * recomputation, a change of payer, or the flight's deletion).
 */
export async function unchargeFlight(tx: Executor, flight: Pick<FlightRow, 'id'>, description: string, by: number | null) {
  const lines = await tx
    .delete(chargeLines)
    .where(and(eq(chargeLines.flightId, flight.id), eq(chargeLines.status, 'unbilled')))
    .returning({ entryId: chargeLines.entryId });
  await reverseEntriesOf(tx, lines, description, by);
}

/**
 * A billed flight replaced by its correction: what was billed is booked back (a reversal entry;
 * the billed lines stay untouched) and the correction is charged afresh.
 */
export async function reverseBilledCharges(
  tx: Executor,
  original: Pick<FlightRow, 'id'>,
  description: string,
  by: number | null,
) {
  const lines = await tx
    .select({ entryId: chargeLines.entryId })
    .from(chargeLines)
    .where(and(eq(chargeLines.flightId, original.id), eq(chargeLines.status, 'billed'), isNotNull(chargeLines.entryId)));
  await reverseEntriesOf(tx, lines, description, by);
}

/** Recomputes an unbilled flight's charges after a change: reversal of the old, the new booked. */
export async function rechargeFlight(tx: Executor, flight: FlightRow, by: number | null) {
  await unchargeFlight(tx, flight, `Neuberechnung Flug ${flight.id}`, by);
  return chargeFlight(tx, flight, by);
}
