import { describe, expect, it } from 'vitest';
import {
  applyMinuteDraws,
  billedMinutes,
  divideRounded,
  type PricingFee,
  type PricingFlight,
  type PricingInput,
  priceFlight,
  roundMinutes,
  splitByPercent,
  vatOfGross,
} from './price-flight';

const at = (time: string) => new Date(`2026-05-04T${time}:00Z`);

const flight = (changes: Partial<PricingFlight> = {}): PricingFlight => ({
  offBlockAt: at('10:00'),
  takeoffAt: at('10:08'),
  landingAt: at('11:02'),
  onBlockAt: at('11:10'),
  hobbsStart: 1000,
  hobbsEnd: 1063,
  tachStart: 800,
  tachEnd: 851,
  landingsDay: 1,
  landingsNight: 0,
  fuelAddedDl: 0,
  fuelPaidByPilot: false,
  bookingId: null,
  instructorMembershipId: null,
  arrivalAirport: 'EDNY',
  payerMembershipId: 7,
  secondPayerMembershipId: null,
  secondPayerPercent: null,
  ...changes,
});

const fee = (changes: Partial<PricingFee> = {}): PricingFee => ({
  id: 1,
  title: 'C172 Charter',
  kind: 'per_hour',
  amount: 19500,
  vatRate: 1900,
  revenueAccount: '8400',
  validFrom: null,
  validUntil: null,
  ...changes,
});

const input = (changes: Partial<PricingInput> = {}): PricingInput => ({
  flight: flight(),
  day: '2026-05-04',
  aircraft: { registration: 'D-EHLB', billingBasis: 'hobbs', fee: fee(), bookingFee: null },
  instructorFee: null,
  landingFees: [],
  airportLandingFee: null,
  settings: { roundingMinutes: 1, fuelRefundPrice: 0 },
  ...changes,
});

describe('integer arithmetic', () => {
  it('rounds half away from zero', () => {
    expect(divideRounded(5, 10)).toBe(1);
    expect(divideRounded(4, 10)).toBe(0);
    expect(divideRounded(-5, 10)).toBe(-1);
    expect(divideRounded(-4, 10)).toBe(0);
    expect(divideRounded(119, 1)).toBe(119);
  });

  it('takes the VAT out of a gross amount', () => {
    expect(vatOfGross(11900, 1900)).toBe(1900);
    expect(vatOfGross(10700, 700)).toBe(700);
    expect(vatOfGross(100, 1900)).toBe(16); // 15.97
    expect(vatOfGross(5000, 0)).toBe(0);
  });

  it('rounds minutes up to the started step', () => {
    expect(roundMinutes(63, 1)).toBe(63);
    expect(roundMinutes(63, 6)).toBe(66);
    expect(roundMinutes(60, 6)).toBe(60);
    expect(roundMinutes(1, 6)).toBe(6);
    expect(roundMinutes(0, 6)).toBe(0);
  });

  it('splits by largest remainder, exactly', () => {
    expect(splitByPercent(1001, [50, 50])).toEqual([501, 500]);
    expect(splitByPercent(100, [67, 33])).toEqual([67, 33]);
    expect(splitByPercent(1, [30, 70])).toEqual([0, 1]);
    expect(splitByPercent(-1001, [50, 50])).toEqual([-501, -500]);
    expect(splitByPercent(0, [40, 60])).toEqual([0, 0]);
    for (let amount = -500; amount <= 5000; amount += 7) {
      for (const percent of [1, 13, 33, 50, 67, 99]) {
        const percents = [100 - percent, percent];
        const shares = splitByPercent(amount, percents);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
        for (const [index, share] of shares.entries()) {
          const exact = (amount * (percents[index] ?? 0)) / 100;
          expect(Math.abs(share - exact)).toBeLessThan(1);
        }
      }
    }
  });
});

describe('aircraft time by billing basis', () => {
  it('reads the counter the aircraft is billed by', () => {
    expect(billedMinutes(flight(), 'hobbs')).toBe(63);
    expect(billedMinutes(flight(), 'tach')).toBe(51);
    expect(billedMinutes(flight({ tachStart: null, tachEnd: null }), 'tach')).toBe(63);
    expect(billedMinutes(flight(), 'block')).toBe(70);
    expect(billedMinutes(flight(), 'airborne')).toBe(54);
  });

  it('charges minutes pro rata from the gross hourly rate', () => {
    const [line] = priceFlight(input());
    // 195.00 × 63 / 60 = 204.75
    expect(line).toMatchObject({
      kind: 'aircraft',
      feeId: 1,
      membershipId: 7,
      sharePercent: 100,
      quantity: 63,
      unit: 'minutes',
      unitPrice: 19500,
      gross: 20475,
      vat: 3269, // 20475 × 19 / 119 = 3269.12
      net: 17206,
      vatRate: 1900,
      revenueAccount: '8400',
      description: 'C172 Charter · D-EHLB',
    });
  });

  it('rounds to the company step before pricing', () => {
    const [line] = priceFlight(input({ settings: { roundingMinutes: 6, fuelRefundPrice: 0 } }));
    expect(line).toMatchObject({ quantity: 66, gross: 21450 });
  });

  it('rounds an odd cent half up', () => {
    const [line] = priceFlight(
      input({
        aircraft: { registration: 'D-EHLB', billingBasis: 'hobbs', fee: fee({ amount: 10001 }), bookingFee: null },
        flight: flight({ hobbsEnd: 1001 }),
      }),
    );
    // 100.01 / 60 = 1.66683 → 167
    expect(line).toMatchObject({ quantity: 1, gross: 167 });
  });

  it('prices by airborne and block time', () => {
    const airborne = priceFlight(
      input({ aircraft: { registration: 'D-EHLB', billingBasis: 'airborne', fee: fee(), bookingFee: null } }),
    );
    expect(airborne[0]).toMatchObject({ quantity: 54, gross: 17550 });
    const block = priceFlight(
      input({ aircraft: { registration: 'D-EHLB', billingBasis: 'block', fee: fee(), bookingFee: null } }),
    );
    expect(block[0]).toMatchObject({ quantity: 70, gross: 22750 });
  });

  it('charges a per-flight aircraft fee once', () => {
    const [line] = priceFlight(
      input({
        aircraft: {
          registration: 'D-KXYZ',
          billingBasis: 'hobbs',
          fee: fee({ kind: 'per_flight', amount: 2500 }),
          bookingFee: null,
        },
      }),
    );
    expect(line).toMatchObject({ quantity: 1, unit: 'flights', gross: 2500 });
  });

  it('charges nothing for a fee not valid on the flight’s day', () => {
    expect(
      priceFlight(
        input({
          aircraft: { registration: 'D-EHLB', billingBasis: 'hobbs', fee: fee({ validUntil: '2026-05-03' }), bookingFee: null },
        }),
      ),
    ).toEqual([]);
    expect(
      priceFlight(
        input({
          aircraft: { registration: 'D-EHLB', billingBasis: 'hobbs', fee: fee({ validFrom: '2026-05-05' }), bookingFee: null },
        }),
      ),
    ).toEqual([]);
    expect(
      priceFlight(
        input({
          aircraft: {
            registration: 'D-EHLB',
            billingBasis: 'hobbs',
            fee: fee({ validFrom: '2026-05-04', validUntil: '2026-05-04' }),
            bookingFee: null,
          },
        }),
      ),
    ).toHaveLength(1);
  });

  it('ignores monthly and yearly fees', () => {
    expect(
      priceFlight(
        input({ aircraft: { registration: 'D-EHLB', billingBasis: 'hobbs', fee: fee({ kind: 'per_month' }), bookingFee: null } }),
      ),
    ).toEqual([]);
  });
});

describe('the other lines', () => {
  const instructorFee = fee({ id: 2, title: 'Fluglehrer', amount: 4500, vatRate: 0, revenueAccount: '8100' });

  it('charges the instructor’s block time when an instructor flew', () => {
    const lines = priceFlight(input({ flight: flight({ instructorMembershipId: 9 }), instructorFee }));
    expect(lines[1]).toMatchObject({
      kind: 'instructor',
      feeId: 2,
      quantity: 70,
      gross: 5250,
      vat: 0,
      net: 5250,
      revenueAccount: '8100',
    });
    expect(priceFlight(input({ instructorFee }))).toHaveLength(1);
  });

  it('charges every landing and the arrival airport’s landing fee', () => {
    const touchAndGo = fee({ id: 3, title: 'Landung', kind: 'per_landing', amount: 500, vatRate: 1900 });
    const lines = priceFlight(
      input({
        flight: flight({ landingsDay: 3, landingsNight: 1 }),
        landingFees: [touchAndGo],
        airportLandingFee: { id: 5, amount: 1200 },
      }),
    );
    expect(lines[1]).toMatchObject({ kind: 'landing', quantity: 4, unit: 'landings', gross: 2000, vat: 319 });
    expect(lines[2]).toMatchObject({
      kind: 'landing_fee',
      description: 'EDNY',
      quantity: 4,
      unitPrice: 1200,
      gross: 4800,
      vat: 0,
    });
  });

  it('charges the booking fee on a flight that closes a booking', () => {
    const bookingFee = fee({ id: 4, title: 'Buchung', kind: 'per_flight', amount: 300 });
    const aircraft = { registration: 'D-EHLB', billingBasis: 'hobbs' as const, fee: fee(), bookingFee };
    expect(priceFlight(input({ aircraft }))).toHaveLength(1);
    const lines = priceFlight(input({ aircraft, flight: flight({ bookingId: 12 }) }));
    expect(lines[1]).toMatchObject({ kind: 'booking', feeId: 4, quantity: 1, gross: 300 });
  });

  it('credits fuel the pilot paid at the refund price', () => {
    const settings = { roundingMinutes: 1, fuelRefundPrice: 235 };
    expect(priceFlight(input({ settings, flight: flight({ fuelAddedDl: 405 }) }))).toHaveLength(1);
    const lines = priceFlight(input({ settings, flight: flight({ fuelAddedDl: 405, fuelPaidByPilot: true }) }));
    // 40.5 l × 2.35 = 95.175 → 95.18 credited
    expect(lines[1]).toMatchObject({
      kind: 'fuel_credit',
      quantity: 405,
      unit: 'decilitres',
      unitPrice: 235,
      gross: -9518,
      net: -9518,
      vat: 0,
      revenueAccount: '4530',
    });
  });
});

describe('two payers', () => {
  it('gives each payer a line per fee, adding up to the cent', () => {
    const lines = priceFlight(
      input({
        flight: flight({ secondPayerMembershipId: 8, secondPayerPercent: 33, fuelAddedDl: 101, fuelPaidByPilot: true }),
        settings: { roundingMinutes: 1, fuelRefundPrice: 199 },
      }),
    );
    expect(lines.map((line) => [line.kind, line.membershipId, line.sharePercent])).toEqual([
      ['aircraft', 7, 67],
      ['aircraft', 8, 33],
      ['fuel_credit', 7, 67],
      ['fuel_credit', 8, 33],
    ]);
    const sum = (kind: string, field: 'gross' | 'vat') =>
      lines.filter((line) => line.kind === kind).reduce((total, line) => total + line[field], 0);
    expect(sum('aircraft', 'gross')).toBe(20475);
    expect(sum('aircraft', 'vat')).toBe(3269);
    expect(sum('fuel_credit', 'gross')).toBe(-2010);
    for (const line of lines) expect(line.net + line.vat).toBe(line.gross);
  });

  it('keeps the company as payer when nobody is charged', () => {
    const [line] = priceFlight(input({ flight: flight({ payerMembershipId: null }) }));
    expect(line?.membershipId).toBeNull();
  });
});

describe('prepaid minutes', () => {
  it('gives each package its own line and prices the minutes left', () => {
    const lines = applyMinuteDraws(priceFlight(input()), [{ packageId: 31, minutes: 40, name: '10 Stunden D-EHLB' }]);
    expect(lines).toEqual([
      expect.objectContaining({ kind: 'aircraft', quantity: 23, gross: 7475 }),
      expect.objectContaining({ kind: 'aircraft', quantity: 40, gross: 0, net: 0, vat: 0, packageId: 31 }),
    ]);
    for (const line of lines) expect(line.net + line.vat).toBe(line.gross);
  });

  it('charges nothing for the time when the packages cover it', () => {
    const lines = applyMinuteDraws(priceFlight(input()), [
      { packageId: 31, minutes: 30, name: 'A' },
      { packageId: 32, minutes: 33, name: 'B' },
    ]);
    expect(lines.map((line) => [line.packageId, line.quantity, line.gross])).toEqual([
      [31, 30, 0],
      [32, 33, 0],
    ]);
  });
});
