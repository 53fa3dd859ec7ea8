import { accountingSettings } from '@portal/contracts';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import {
  airplanes,
  airports,
  chargeLines,
  companies,
  fees,
  type flights,
  instructorRates,
  ledgerAccounts,
} from '../../db/schema';
import { todayIn } from '../../lib/dates';
import { companyAccountId, memberAccountId, postEntry, reverseEntry } from '../accounts';
import { landingFeeFor } from '../fees';
import { drawAmount, drawMinutes, hasLivePackage, returnFlightDraws } from '../packages';
import { applyMinuteDraws, FUEL_ACCOUNT, type PricedLine, type PricingFee, priceFlight } from './price-flight';

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
  const [[company], [airplane]] = await readAll(tx, [
    () => tx.select().from(companies).where(eq(companies.id, flight.companyId)),
    () =>
      tx
        .select()
        .from(airplanes)
        .where(and(eq(airplanes.companyId, flight.companyId), eq(airplanes.id, flight.airplaneId))),
  ]);
  if (!company || !airplane) throw new Error('the flight’s company or aircraft is gone');
  const [companyFees, [rate], [arrival]] = await readAll(tx, [
    () => tx.select().from(fees).where(eq(fees.companyId, flight.companyId)),
    () =>
      flight.instructorMembershipId === null
        ? Promise.resolve([])
        : tx
            .select({ feeId: instructorRates.feeId })
            .from(instructorRates)
            .where(
              and(
                eq(instructorRates.companyId, flight.companyId),
                eq(instructorRates.membershipId, flight.instructorMembershipId),
              ),
            ),
    () => tx.select({ id: airports.id }).from(airports).where(eq(airports.ident, flight.arrivalAirport)).limit(1),
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
export const vatAccount = (vatRate: number) => (vatRate === 700 ? '1771' : '1776');

/**
 * The entry's postings: each member −gross, each revenue account +net, each VAT account +VAT. The
 * accounts are looked up in one query (a flight touches three or four); a company account is made
 * only on its first use.
 */
async function postingsFor(tx: Executor, companyId: number, lines: PricedLine[]) {
  const sums = new Map<string, number>();
  const add = (key: string, amount: number) => sums.set(key, (sums.get(key) ?? 0) + amount);
  for (const line of lines) {
    if (line.membershipId === null) continue;
    add(`member:${line.membershipId}`, -line.gross);
    add(`${line.revenueAccount === FUEL_ACCOUNT ? 'expense' : 'revenue'}:${line.revenueAccount}`, line.net);
    if (line.vat !== 0) add(`vat:${vatAccount(line.vatRate)}`, line.vat);
  }
  const wanted = [...sums]
    .filter(([, amount]) => amount !== 0)
    .map(([key, amount]) => {
      const [kind, code] = key.split(':') as ['member' | 'revenue' | 'expense' | 'vat', string];
      return { kind, code, amount };
    });
  if (wanted.length === 0) return [];
  const membershipIds = wanted.filter((line) => line.kind === 'member').map((line) => Number(line.code));
  const codes = wanted.filter((line) => line.kind !== 'member').map((line) => line.code);
  const known = await tx
    .select({ id: ledgerAccounts.id, membershipId: ledgerAccounts.membershipId, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.companyId, companyId),
        or(
          membershipIds.length > 0 ? inArray(ledgerAccounts.membershipId, membershipIds) : undefined,
          codes.length > 0 ? inArray(ledgerAccounts.code, codes) : undefined,
        ),
      ),
    );
  const postings = [];
  for (const { kind, code, amount } of wanted) {
    const found =
      kind === 'member'
        ? known.find((account) => account.membershipId === Number(code))
        : known.find((account) => account.code === code);
    const accountId =
      found?.id ??
      (kind === 'member'
        ? await memberAccountId(tx, companyId, Number(code))
        : await companyAccountId(tx, companyId, code, kind, ACCOUNT_NAMES[kind](code)));
    postings.push({ accountId, amount });
  }
  return postings;
}

/** The names the company's revenue, fuel and VAT accounts get when first used. */
export const ACCOUNT_NAMES = {
  revenue: (code: string) => `Erlöse ${code}`,
  expense: (code: string) => `Treibstoff ${code}`,
  vat: (code: string) => (code === '1771' ? 'Umsatzsteuer 7 %' : 'Umsatzsteuer 19 %'),
} as const;

/**
 * Prices a flight and books it, in the caller's transaction: its charge lines, and one 'flight'
 * journal entry charging the paying members (none when the company bears the flight or it costs
 * nothing). A first charge is booked at the landing; a re-charge when its correction happened
 * (`bookedAt`), beside the reversal it follows. Returns the lines written.
 */
export async function chargeFlight(
  tx: Executor,
  flight: FlightRow,
  createdByUserId: number | null,
  bookedAt: Date = flight.onBlockAt,
) {
  const { input } = await pricingInput(tx, flight);
  let priced = priceFlight(input);
  if (priced.length === 0) return [];
  // A single paying member's prepaid minutes go first (the one expiring first), then the rest is charged.
  const payer = flight.secondPayerMembershipId === null ? flight.payerMembershipId : null;
  // Most members hold no package: one read instead of the draws' three.
  const member = payer !== null && (await hasLivePackage(tx, flight.companyId, payer, flight.offBlockAt)) ? payer : null;
  const aircraftMinutes = priced.find((line) => line.kind === 'aircraft' && line.unit === 'minutes')?.quantity ?? 0;
  if (member !== null && aircraftMinutes > 0) {
    const draws = await drawMinutes(tx, {
      companyId: flight.companyId,
      membershipId: member,
      airplaneId: flight.airplaneId,
      flightId: flight.id,
      at: flight.offBlockAt,
      bookedAt,
      minutes: aircraftMinutes,
      createdByUserId,
    });
    priced = applyMinuteDraws(priced, draws);
  }
  const postings = await postingsFor(tx, flight.companyId, priced);
  const entry =
    postings.length >= 2
      ? await postEntry(tx, {
          companyId: flight.companyId,
          kind: 'flight',
          description: `${input.aircraft.registration} ${flight.departureAirport}–${flight.arrivalAirport}`,
          lines: postings,
          bookedAt,
          flightId: flight.id,
          createdByUserId,
        })
      : null;
  const owed = priced.reduce((sum, line) => sum + line.gross, 0);
  if (member !== null && owed > 0) {
    // Money packages then pay what is owed: their own entry moves it from prepaid 1718 to the member.
    await drawAmount(tx, {
      companyId: flight.companyId,
      membershipId: member,
      flightId: flight.id,
      at: flight.offBlockAt,
      bookedAt,
      amount: owed,
      createdByUserId,
    });
  }
  return tx
    .insert(chargeLines)
    .values(priced.map((line) => ({ ...line, companyId: flight.companyId, flightId: flight.id, entryId: entry?.id ?? null })))
    .returning();
}

/** Reverses the entries of a flight's lines, once each, booked at `at`; billed lines stay as they were billed. */
async function reverseEntriesOf(tx: Executor, lines: Array<{ entryId: number | null }>, by: number | null, at: Date) {
  const entryIds = [...new Set(lines.map((line) => line.entryId).filter((id): id is number => id !== null))];
  for (const entryId of entryIds) await reverseEntry(tx, entryId, by, at);
}

/**
 * Takes back an unbilled flight's charges, booked at `at` (when it happens): its entry reversed and
 * its lines removed (before a recomputation, a change of payer, or the flight's deletion).
 */
export async function unchargeFlight(tx: Executor, flight: Pick<FlightRow, 'id'>, by: number | null, at: Date = new Date()) {
  const lines = await tx
    .delete(chargeLines)
    .where(and(eq(chargeLines.flightId, flight.id), eq(chargeLines.status, 'unbilled')))
    .returning({ entryId: chargeLines.entryId });
  await reverseEntriesOf(tx, lines, by, at);
  await returnFlightDraws(tx, flight.id, by, at);
}

/**
 * A billed flight replaced by its correction: what was billed is booked back (a reversal entry;
 * the billed lines stay untouched) and the correction is charged afresh.
 */
export async function reverseBilledCharges(tx: Executor, original: Pick<FlightRow, 'id'>, by: number | null, at: Date) {
  const lines = await tx
    .select({ entryId: chargeLines.entryId })
    .from(chargeLines)
    .where(and(eq(chargeLines.flightId, original.id), eq(chargeLines.status, 'billed'), isNotNull(chargeLines.entryId)));
  await reverseEntriesOf(tx, lines, by, at);
  await returnFlightDraws(tx, original.id, by, at);
}

/**
 * Recomputes an unbilled flight's charges after a change: the old reversed and the new booked, both
 * at `at`, when the change happened, so they stand together at the top of the member's account.
 */
export async function rechargeFlight(tx: Executor, flight: FlightRow, by: number | null, at: Date = new Date()) {
  await unchargeFlight(tx, flight, by, at);
  return chargeFlight(tx, flight, by, at);
}
