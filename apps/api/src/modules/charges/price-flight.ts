import type { BillingBasis, ChargeKind, ChargeUnit, FeeKind } from '@portal/contracts';

/**
 * Prices a flight: pure arithmetic on integers, no database. Fee amounts are GROSS (the fee form
 * asks for the Bruttobetrag), so every line's VAT is taken out of its gross:
 * `vat = round(gross × rate / (10000 + rate))`, `net = gross − vat`. Rounding is half away from
 * zero, on integers only (never floats):
 * - time: the billed minutes are rounded UP to the company's step (`rounding_minutes` 1 or 6: every
 *   started 6 minutes count), then `gross = round(price per hour × minutes / 60)`;
 * - fuel: `gross = round(refund price per litre × decilitres / 10)`, negative (a credit).
 * A split flight gives each payer their share of every line, cut to the cent by largest remainder
 * so the shares add up to the line exactly.
 */

/** A fee as the pricing needs it; `amount` gross in minor units, `vatRate` in basis points. */
export interface PricingFee {
  id: number;
  title: string;
  kind: FeeKind;
  amount: number;
  vatRate: number;
  revenueAccount: string;
  validFrom: string | null;
  validUntil: string | null;
}

export interface PricingFlight {
  offBlockAt: Date;
  takeoffAt: Date;
  landingAt: Date;
  onBlockAt: Date;
  hobbsStart: number;
  hobbsEnd: number;
  tachStart: number | null;
  tachEnd: number | null;
  landingsDay: number;
  landingsNight: number;
  fuelAddedDl: number;
  fuelPaidByPilot: boolean;
  bookingId: number | null;
  instructorMembershipId: number | null;
  arrivalAirport: string;
  payerMembershipId: number | null;
  secondPayerMembershipId: number | null;
  secondPayerPercent: number | null;
}

export interface PricingInput {
  flight: PricingFlight;
  /** The flight's day in the company's zone (YYYY-MM-DD): fees must be valid on it. */
  day: string;
  aircraft: { registration: string; billingBasis: BillingBasis; fee: PricingFee | null; bookingFee: PricingFee | null };
  /** The instructor's hourly fee (instructor_rates), when an instructor flew and has one. */
  instructorFee: PricingFee | null;
  /** The company's `per_landing` fees: each is charged for every landing. */
  landingFees: PricingFee[];
  /** The arrival airport's landing fee for this aircraft (gross, no VAT: passed on as charged). */
  airportLandingFee: { id: number | null; amount: number } | null;
  settings: { roundingMinutes: number; fuelRefundPrice: number };
}

export interface PricedLine {
  kind: ChargeKind;
  /** The prepaid package that paid this line (its amounts then 0), else null. */
  packageId?: number | null;
  feeId: number | null;
  /** The payer, null when the company bears the flight. */
  membershipId: number | null;
  sharePercent: number;
  description: string;
  quantity: number;
  unit: ChargeUnit;
  unitPrice: number;
  net: number;
  vatRate: number;
  vat: number;
  gross: number;
  revenueAccount: string;
}

/** The account landing fees passed on to members are booked to (SKR 03 8400 unless a fee says otherwise). */
const LANDING_FEE_ACCOUNT = '8400';
/** Fuel a pilot paid is a cost the company reimburses: SKR 03 4530 (Kfz/Luftfahrzeug-Betriebskosten). */
export const FUEL_ACCOUNT = '4530';

/** Integer division rounded half away from zero (`divisor` > 0). */
export function divideRounded(dividend: number, divisor: number): number {
  const sign = dividend < 0 ? -1 : 1;
  const magnitude = Math.abs(dividend);
  const quotient = Math.floor(magnitude / divisor);
  const rest = magnitude - quotient * divisor;
  return sign * (rest * 2 >= divisor ? quotient + 1 : quotient) + 0;
}

/** The VAT contained in a gross amount at `vatRate` basis points. */
export const vatOfGross = (gross: number, vatRate: number) => divideRounded(gross * vatRate, 10000 + vatRate);

/** Minutes rounded up to the next multiple of `step` (1 leaves them as they are). */
export function roundMinutes(minutes: number, step: number): number {
  if (step <= 1) return Math.max(0, minutes);
  return Math.ceil(Math.max(0, minutes) / step) * step;
}

const MINUTE_MS = 60_000;
const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / MINUTE_MS);

/** The minutes an aircraft's time is charged by, before rounding. Tach falls back to Hobbs when the flight has no tach readings. */
export function billedMinutes(flight: PricingFlight, basis: BillingBasis): number {
  switch (basis) {
    case 'hobbs':
      return flight.hobbsEnd - flight.hobbsStart;
    case 'tach':
      return flight.tachStart !== null && flight.tachEnd !== null
        ? flight.tachEnd - flight.tachStart
        : flight.hobbsEnd - flight.hobbsStart;
    case 'block':
      return minutesBetween(flight.offBlockAt, flight.onBlockAt);
    case 'airborne':
      return minutesBetween(flight.takeoffAt, flight.landingAt);
  }
}

const feeValidOn = (fee: Pick<PricingFee, 'validFrom' | 'validUntil'>, day: string) =>
  (!fee.validFrom || fee.validFrom <= day) && (!fee.validUntil || day <= fee.validUntil);

/**
 * Cuts `amount` into shares by percent (summing to 100): each gets its floor, the cents left go to
 * the largest remainders (ties to the earlier share), so the shares add up to `amount` exactly.
 */
export function splitByPercent(amount: number, percents: readonly number[]): number[] {
  const sign = amount < 0 ? -1 : 1;
  const magnitude = Math.abs(amount);
  const exact = percents.map((percent) => magnitude * percent);
  const shares = exact.map((value) => Math.floor(value / 100));
  let left = magnitude - shares.reduce((sum, share) => sum + share, 0);
  const order = exact.map((value, index) => ({ index, rest: value % 100 })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares.map((share) => sign * share + 0);
}

type Line = Omit<PricedLine, 'membershipId' | 'sharePercent'>;

function grossLine(kind: ChargeKind, fee: PricingFee | null, line: Omit<Line, 'kind' | 'feeId' | 'net' | 'vat'>): Line {
  const vat = vatOfGross(line.gross, line.vatRate);
  return { kind, feeId: fee?.id ?? null, ...line, net: line.gross - vat, vat };
}

/** A line for a fee by its kind: per hour over `minutes`, per landing over `landings`, per flight once; other kinds are no flight charge. */
function feeLine(kind: ChargeKind, fee: PricingFee, description: string, minutes: number, landings: number): Line | null {
  const base = { description, unitPrice: fee.amount, vatRate: fee.vatRate, revenueAccount: fee.revenueAccount };
  switch (fee.kind) {
    case 'per_hour':
      return grossLine(kind, fee, {
        ...base,
        quantity: minutes,
        unit: 'minutes',
        gross: divideRounded(fee.amount * minutes, 60),
      });
    case 'per_landing':
      return grossLine(kind, fee, { ...base, quantity: landings, unit: 'landings', gross: fee.amount * landings });
    case 'per_flight':
      return grossLine(kind, fee, { ...base, quantity: 1, unit: 'flights', gross: fee.amount });
    default:
      return null;
  }
}

/** The flight's lines before they are shared between payers. */
function priceLines(input: PricingInput): Line[] {
  const { flight, aircraft, day, settings } = input;
  const valid = (fee: PricingFee | null): fee is PricingFee => fee !== null && feeValidOn(fee, day);
  const landings = flight.landingsDay + flight.landingsNight;
  const lines: Line[] = [];
  const add = (line: Line | null) => {
    if (line) lines.push(line);
  };

  if (valid(aircraft.fee)) {
    const minutes = roundMinutes(billedMinutes(flight, aircraft.billingBasis), settings.roundingMinutes);
    add(feeLine('aircraft', aircraft.fee, `${aircraft.fee.title} · ${aircraft.registration}`, minutes, landings));
  }
  if (flight.instructorMembershipId !== null && valid(input.instructorFee)) {
    const minutes = roundMinutes(minutesBetween(flight.offBlockAt, flight.onBlockAt), settings.roundingMinutes);
    add(feeLine('instructor', input.instructorFee, input.instructorFee.title, minutes, landings));
  }
  for (const fee of input.landingFees.filter(valid)) {
    add(feeLine('landing', fee, fee.title, 0, landings));
  }
  if (input.airportLandingFee && input.airportLandingFee.amount > 0) {
    const { amount } = input.airportLandingFee;
    lines.push({
      kind: 'landing_fee',
      feeId: null,
      description: flight.arrivalAirport,
      quantity: landings,
      unit: 'landings',
      unitPrice: amount,
      net: amount * landings,
      vatRate: 0,
      vat: 0,
      gross: amount * landings,
      revenueAccount: LANDING_FEE_ACCOUNT,
    });
  }
  if (flight.bookingId !== null && valid(aircraft.bookingFee)) {
    add(feeLine('booking', aircraft.bookingFee, aircraft.bookingFee.title, 0, landings));
  }
  if (flight.fuelPaidByPilot && flight.fuelAddedDl > 0 && settings.fuelRefundPrice > 0) {
    const gross = -divideRounded(settings.fuelRefundPrice * flight.fuelAddedDl, 10);
    lines.push({
      kind: 'fuel_credit',
      feeId: null,
      description: `${flight.fuelAddedDl / 10} l`,
      quantity: flight.fuelAddedDl,
      unit: 'decilitres',
      unitPrice: settings.fuelRefundPrice,
      net: gross,
      vatRate: 0,
      vat: 0,
      gross,
      revenueAccount: FUEL_ACCOUNT,
    });
  }
  return lines.filter((line) => line.gross !== 0 || line.kind === 'aircraft');
}

/** Every line for each payer: whole for one payer, shared by percent (gross and VAT by largest remainder) for two. */
function shareLines(lines: Line[], flight: PricingFlight): PricedLine[] {
  const first = flight.payerMembershipId;
  const second = flight.secondPayerMembershipId;
  const secondPercent = flight.secondPayerPercent;
  if (second === null || secondPercent === null) {
    return lines.map((line) => ({ ...line, membershipId: first, sharePercent: 100 }));
  }
  const percents = [100 - secondPercent, secondPercent];
  return lines.flatMap((line) => {
    const gross = splitByPercent(line.gross, percents);
    const vat = splitByPercent(line.vat, percents);
    return [first, second].map((membershipId, index) => {
      const shareGross = gross[index] ?? 0;
      const shareVat = vat[index] ?? 0;
      return {
        ...line,
        membershipId,
        sharePercent: percents[index] ?? 0,
        gross: shareGross,
        vat: shareVat,
        net: shareGross - shareVat,
      };
    });
  });
}

/** The flight's charge lines, one per fee and payer. */
export function priceFlight(input: PricingInput): PricedLine[] {
  return shareLines(priceLines(input), input.flight);
}

/**
 * Minutes prepaid packages gave for the aircraft time: each package's minutes become a line of
 * their own saying which package paid (amounts 0: the package's own entry books its revenue), and
 * the aircraft line keeps the minutes left, priced afresh.
 */
export function applyMinuteDraws(
  lines: PricedLine[],
  draws: Array<{ packageId: number; minutes: number; name: string }>,
): PricedLine[] {
  const drawn = draws.reduce((sum, draw) => sum + draw.minutes, 0);
  if (drawn === 0) return lines;
  return lines.flatMap((line) => {
    if (line.kind !== 'aircraft' || line.unit !== 'minutes') return [line];
    const left = Math.max(0, line.quantity - drawn);
    const gross = divideRounded(line.unitPrice * left, 60);
    const vat = vatOfGross(gross, line.vatRate);
    const paid = draws.map((draw) => ({
      ...line,
      packageId: draw.packageId,
      description: `${line.description} · ${draw.name}`,
      quantity: draw.minutes,
      net: 0,
      vat: 0,
      gross: 0,
    }));
    return [...(left > 0 ? [{ ...line, quantity: left, gross, vat, net: gross - vat }] : []), ...paid];
  });
}
