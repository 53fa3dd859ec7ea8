import type { AccountingSummary } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, TestClient } from '../../../test/client';
import { testDatabaseKind } from '../../../test/database';
import { buildCompany, buildMember } from '../../../test/factories';
import { buildCharge, buildPayment } from '../../../test/factories/accounts';
import { buildAirplane, buildFee } from '../../../test/factories/fleet';
import { buildFlight } from '../../../test/factories/flights';
import { chargeLines } from '../../db/schema';
import { lastTwelveMonths } from '../charges';

describe(`accounting summary on ${testDatabaseKind}`, () => {
  const t = useTestApp();
  let companyId: number;
  let url: string;
  let accounting: TestClient;
  let admin: TestClient;
  let member: TestClient;
  let owes: Awaited<ReturnType<typeof buildMember>>;
  let owesMore: Awaited<ReturnType<typeof buildMember>>;
  let airplaneId: number;
  let feeId: number;

  beforeAll(async () => {
    // The company's zone is Berlin: a flight at 23:30 UTC on the last day of a month is in the next month there.
    const company = await buildCompany(t.db, { name: 'Fliegerclub Übersicht', currency: 'EUR', timezone: 'Europe/Berlin' });
    companyId = company.id;
    url = `/api/companies/${companyId}/accounting/summary`;
    owes = await buildMember(t.db, ['member'], companyId);
    owesMore = await buildMember(t.db, ['member'], companyId);
    const inCredit = await buildMember(t.db, ['member'], companyId);
    const memberUser = await buildMember(t.db, ['member'], companyId);
    member = await signIn(t.app, memberUser.user.email);
    accounting = await signIn(t.app, (await buildMember(t.db, ['accounting'], companyId)).user.email);
    admin = await signIn(t.app, (await buildMember(t.db, ['admin'], companyId)).user.email);
    await buildCharge(t.db, companyId, owes.membership.id, 12_345);
    await buildCharge(t.db, companyId, owesMore.membership.id, 50_000);
    await buildPayment(t.db, companyId, inCredit.membership.id, 7_000);

    const airplane = await buildAirplane(t.db, companyId, { registration: 'D-EUBS' });
    airplaneId = airplane.id;
    const fee = await buildFee(t.db, companyId, { title: 'Charter C172' });
    feeId = fee.id;
    const base = { companyId, airplaneId, pilotMembershipId: owes.membership.id };
    const at = (offBlockAt: Date) => {
      const minutes = (n: number) => new Date(offBlockAt.getTime() + n * 60_000);
      return { offBlockAt, takeoffAt: minutes(5), landingAt: minutes(55), onBlockAt: minutes(60) };
    };
    const lastMonthEnd = new Date();
    lastMonthEnd.setUTCDate(0); // last day of the previous month
    lastMonthEnd.setUTCHours(23, 30, 0, 0);
    const lateFlight = await buildFlight(t.db, base, at(lastMonthEnd));
    const yearAgo = new Date();
    yearAgo.setUTCMonth(yearAgo.getUTCMonth() - 13);
    const oldFlight = await buildFlight(t.db, base, at(yearAgo));
    // A billed flight replaced by its correction: its lines no longer count as revenue.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3_600_000);
    const original = await buildFlight(t.db, base, at(twoDaysAgo));
    await buildFlight(t.db, base, { ...at(new Date(twoDaysAgo.getTime() + 2 * 3_600_000)), correctsFlightId: original.id });
    const line = (flightId: number, net: number, status: 'billed' | 'unbilled', fee: number | null) => ({
      companyId,
      flightId,
      membershipId: owes.membership.id,
      feeId: fee,
      kind: fee ? ('aircraft' as const) : ('booking' as const),
      description: 'Flugzeit',
      quantity: 60,
      unit: 'minutes' as const,
      unitPrice: net,
      net,
      vatRate: 1900,
      vat: Math.round(net * 0.19),
      gross: net + Math.round(net * 0.19),
      revenueAccount: '8400',
      status,
    });
    await t.db
      .insert(chargeLines)
      .values([
        line(lateFlight.id, 10_000, 'unbilled', feeId),
        line(lateFlight.id, 500, 'unbilled', null),
        line(oldFlight.id, 99_999, 'billed', feeId),
        line(original.id, 7_000, 'billed', feeId),
      ]);
  });

  it('answers 401 to a guest and 403 to a member', async () => {
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
    expect((await member.get(url)).statusCode).toBe(403);
  });

  it('sums what members owe and hold, the unbilled flights, and the largest debts, for accounting and admins', async () => {
    for (const client of [accounting, admin]) {
      const response = await client.get(url);
      expect(response.statusCode, response.body).toBe(200);
      const { data } = json<{ data: AccountingSummary }>(response);
      expect(data).toMatchObject({
        currency: 'EUR',
        receivables: 62_345,
        members_owing: 2,
        credit_balances: 7_000,
        members_in_credit: 1,
        unbilled: { flights: 1, gross: 10_000 + 1_900 + 500 + 95 },
      });
      expect(data.top_debtors.map((d) => d.membership_id)).toEqual([owesMore.membership.id, owes.membership.id]);
      expect(data.top_debtors[0]?.balance).toBe(-50_000);
    }
  });

  it('puts net revenue in the flight’s month in the company’s zone, by aircraft and by fee, only the last twelve months', async () => {
    const { data } = json<{ data: AccountingSummary }>(await accounting.get(url));
    const months = lastTwelveMonths(new Date(), 'Europe/Berlin');
    expect(data.months).toEqual(months);
    // 23:30 UTC on the last day of last month is already this month in Berlin.
    const expected = months.map((_, i) => (i === 11 ? 10_500 : 0));
    expect(data.revenue_by_airplane).toEqual([
      { airplane_id: airplaneId, registration: 'D-EUBS', months: expected, total: 10_500 },
    ]);
    expect(data.revenue_by_fee).toEqual([
      {
        fee_id: feeId,
        title: 'Charter C172',
        kind: 'aircraft',
        months: months.map((_, i) => (i === 11 ? 10_000 : 0)),
        total: 10_000,
      },
      { fee_id: null, title: null, kind: 'booking', months: months.map((_, i) => (i === 11 ? 500 : 0)), total: 500 },
    ]);
  });

  it('gives twelve months ending with the current one in the zone, across the year', () => {
    const months = lastTwelveMonths(new Date('2026-01-31T23:30:00Z'), 'Europe/Berlin');
    expect([months.length, months[0], months.at(-1)]).toEqual([12, '2025-03', '2026-02']);
    expect(lastTwelveMonths(new Date('2026-01-15T12:00:00Z'), 'UTC')[0]).toBe('2025-02');
  });
});
