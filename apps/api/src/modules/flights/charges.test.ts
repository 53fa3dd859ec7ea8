import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { TestClient } from '../../../test/client';
import { buildCompany, buildMember } from '../../../test/factories';
import { buildFee } from '../../../test/factories/fleet';
import { buildFlightClub, daysAgo, type FlightClub, flightBody, freshAirplane } from '../../../test/factories/flights';
import { airplanes, chargeLines, flights, journalEntries, ledgerAccounts } from '../../db/schema';

describe('a flight prices itself', () => {
  const t = useTestApp();
  let club: FlightClub;
  const flightsUrl = () => `/api/companies/${club.company.id}/flights`;

  beforeAll(async () => {
    club = await buildFlightClub(t.app, t.db);
  });

  const balanceOf = async (membershipId: number) => {
    const [account] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.membershipId, membershipId));
    return account?.balance ?? 0;
  };

  async function chargedPlane(hobbs = 0) {
    const fee = await buildFee(t.db, club.company.id, { amount: 12000, vatRate: 1900 });
    const plane = await freshAirplane(t.db, club, hobbs);
    await t.db.update(airplanes).set({ feeId: fee.id }).where(eq(airplanes.id, plane.id));
    return plane;
  }

  it('charges the pilot in the transaction that records the flight: lines and one balanced entry', async () => {
    const plane = await chargedPlane();
    const before = await balanceOf(club.pilot.membership.id);
    // 60 block minutes, Hobbs 50: 120.00 / h × 50 min = 100.00 gross
    const response = await club.pilot.client.post(flightsUrl(), flightBody(plane.id, { offBlock: daysAgo(3) }));
    expect(response.statusCode).toBe(201);
    const flightId = response.json().data.id;
    expect(response.json().data.payer_membership_id).toBe(club.pilot.membership.id);

    const charges = await club.pilot.client.get(`/api/flights/${flightId}/charges`);
    expect(charges.statusCode).toBe(200);
    expect(charges.json().meta).toMatchObject({ total: 10000, currency: 'EUR', billed: false });
    expect(charges.json().data).toEqual([
      expect.objectContaining({
        kind: 'aircraft',
        quantity: 50,
        unit: 'minutes',
        unit_price: 12000,
        gross: 10000,
        vat: 1597,
        net: 8403,
        membership_id: club.pilot.membership.id,
        payer_name: club.pilot.user.name,
        status: 'unbilled',
      }),
    ]);
    expect(await balanceOf(club.pilot.membership.id)).toBe(before - 10000);
    const entries = await t.db.select().from(journalEntries).where(eq(journalEntries.flightId, flightId));
    expect(entries.map((entry) => entry.kind)).toEqual(['flight']);
  });

  it('recomputes on a change before billing and takes the charge back when the flight is deleted', async () => {
    const plane = await chargedPlane();
    const before = await balanceOf(club.pilot.membership.id);
    const flightId = (await club.pilot.client.post(flightsUrl(), flightBody(plane.id, { offBlock: daysAgo(4) }))).json().data.id;
    const changed = await club.admin.client.patch(`/api/flights/${flightId}`, { hobbs_end: 80 });
    expect(changed.statusCode).toBe(200);
    const lines = (await club.admin.client.get(`/api/flights/${flightId}/charges`)).json();
    expect(lines.meta.total).toBe(16000);
    expect(await balanceOf(club.pilot.membership.id)).toBe(before - 16000);

    expect((await club.admin.client.delete(`/api/flights/${flightId}`)).statusCode).toBe(204);
    expect(await t.db.select().from(chargeLines).where(eq(chargeLines.flightId, flightId))).toEqual([]);
    expect(await balanceOf(club.pilot.membership.id)).toBe(before);
  });

  it('lists a change before billing at the top of the account: reversal and re-charge booked together, when changed', async () => {
    const plane = await chargedPlane();
    const flightId = (await club.pilot.client.post(flightsUrl(), flightBody(plane.id, { offBlock: daysAgo(9) }))).json().data.id;
    const changedAt = Date.now();
    expect((await club.admin.client.patch(`/api/flights/${flightId}`, { hobbs_end: 80 })).statusCode).toBe(200);
    const page = await club.pilot.client.get(`/api/memberships/${club.pilot.membership.id}/transactions?per_page=100`);
    const lines: Array<{
      kind: string;
      description: string;
      amount: number;
      balance_after: number;
      booked_at: string;
      flight_id: number | null;
    }> = page.json().data;
    const ofFlight = lines.filter((line) => line.flight_id === flightId);
    expect(ofFlight.map((line) => [line.kind, line.amount])).toEqual([
      ['flight', -16000],
      ['reversal', 10000],
      ['flight', -10000],
    ]);
    expect(lines.slice(0, 2)).toEqual(ofFlight.slice(0, 2));
    // The words come from the kind, translated by the web: every line of the flight reads the same route.
    expect(new Set(ofFlight.map((line) => line.description)).size).toBe(1);
    const [recharge, reversal, first] = ofFlight.map((line) => Date.parse(line.booked_at));
    expect(recharge).toBe(reversal);
    expect(recharge).toBeGreaterThanOrEqual(changedAt - 1000);
    expect(first).toBeLessThan(changedAt - 8 * 86_400_000);
    // Newest first by booking date, each balance the one before it in that order plus the line.
    expect(lines[0]?.balance_after).toBe(await balanceOf(club.pilot.membership.id));
    for (const [index, line] of lines.slice(1).entries()) {
      const newer = lines[index] as (typeof lines)[number];
      expect(Date.parse(line.booked_at)).toBeLessThanOrEqual(Date.parse(newer.booked_at));
      expect(line.balance_after).toBe(newer.balance_after - newer.amount);
    }
  });

  it('lets accounting split the flight before billing, to the cent, and refuses once billed', async () => {
    const plane = await chargedPlane();
    const flightId = (await club.pilot.client.post(flightsUrl(), flightBody(plane.id, { offBlock: daysAgo(5) }))).json().data.id;
    const pilotBefore = await balanceOf(club.pilot.membership.id);
    const studentBefore = await balanceOf(club.student.membership.id);
    const body = {
      payer_membership_id: club.pilot.membership.id,
      second_payer_membership_id: club.student.membership.id,
      second_payer_percent: 33,
    };
    expect((await club.pilot.client.patch(`/api/flights/${flightId}/payer`, body)).statusCode).toBe(403);
    const split = await club.accounting.client.patch(`/api/flights/${flightId}/payer`, body);
    expect(split.statusCode).toBe(200);
    expect(split.json().data).toMatchObject({ second_payer_membership_id: club.student.membership.id, second_payer_percent: 33 });
    expect(await balanceOf(club.pilot.membership.id)).toBe(pilotBefore + 10000 - 6700);
    expect(await balanceOf(club.student.membership.id)).toBe(studentBefore - 3300);
    // the pilot sees only their own share
    expect((await club.pilot.client.get(`/api/flights/${flightId}/charges`)).json().meta.total).toBe(6700);

    const same = await club.accounting.client.patch(`/api/flights/${flightId}/payer`, {
      ...body,
      second_payer_membership_id: club.pilot.membership.id,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toHaveProperty('second_payer_membership_id');

    await t.db.update(flights).set({ status: 'billed', billedAt: new Date() }).where(eq(flights.id, flightId));
    await t.db.update(chargeLines).set({ status: 'billed' }).where(eq(chargeLines.flightId, flightId));
    const late = await club.accounting.client.patch(`/api/flights/${flightId}/payer`, { payer_membership_id: null });
    expect(late.statusCode).toBe(409);
  });

  it('lists flights for accounting with their payers and charge total in one page, filtered by payer', async () => {
    const plane = await chargedPlane();
    const flightId = (await club.pilot.client.post(flightsUrl(), flightBody(plane.id, { offBlock: daysAgo(6) }))).json().data.id;
    const body = {
      payer_membership_id: club.pilot.membership.id,
      second_payer_membership_id: club.student.membership.id,
      second_payer_percent: 25,
    };
    expect((await club.accounting.client.patch(`/api/flights/${flightId}/payer`, body)).statusCode).toBe(200);

    const listed = await club.accounting.client.get(
      `${flightsUrl()}?payer_membership_id=${club.student.membership.id}&airplane_id=${plane.id}`,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        id: flightId,
        charge_total: 10000,
        payer: { membership_id: club.pilot.membership.id, name: club.pilot.user.name },
        second_payer: { membership_id: club.student.membership.id, name: club.student.user.name },
      }),
    ]);
    const nobody = await club.accounting.client.get(
      `${flightsUrl()}?payer_membership_id=${club.instructor.membership.id}&airplane_id=${plane.id}`,
    );
    expect(nobody.json().data).toEqual([]);
    // a member sees who pays, but not the flight's whole charge
    const own = (await club.pilot.client.get(`${flightsUrl()}?airplane_id=${plane.id}`)).json().data[0];
    expect(own.payer.membership_id).toBe(club.pilot.membership.id);
    expect(own).not.toHaveProperty('charge_total');
  });

  it('books a billed flight’s correction as a reversal and new lines, the billed lines untouched', async () => {
    const plane = await chargedPlane();
    const flightId = (await club.pilot.client.post(flightsUrl(), flightBody(plane.id, { offBlock: daysAgo(6) }))).json().data.id;
    await t.db.update(flights).set({ status: 'billed', billedAt: new Date() }).where(eq(flights.id, flightId));
    await t.db.update(chargeLines).set({ status: 'billed' }).where(eq(chargeLines.flightId, flightId));
    const before = await balanceOf(club.pilot.membership.id);
    const correction = await club.admin.client.post(`/api/flights/${flightId}/correction`, { hobbs_end: 20 });
    expect(correction.statusCode).toBe(201);
    const billed = await t.db.select().from(chargeLines).where(eq(chargeLines.flightId, flightId));
    expect(billed).toEqual([expect.objectContaining({ status: 'billed', gross: 10000 })]);
    const fresh = (await club.admin.client.get(`/api/flights/${correction.json().data.id}/charges`)).json();
    expect(fresh.meta.total).toBe(4000);
    expect(await balanceOf(club.pilot.membership.id)).toBe(before + 10000 - 4000);
    const reversals = await t.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.flightId, flightId), eq(journalEntries.kind, 'reversal')));
    expect(reversals).toHaveLength(1);
  });

  it('keeps charges to the company: 401 guest, 403 for members and other companies, 404 for another’s flight', async () => {
    const url = `/api/companies/${club.company.id}/charges`;
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
    expect((await club.pilot.client.get(url)).statusCode).toBe(403);
    const listed = await club.accounting.client.get(`${url}?status=unbilled&membership_id=${club.pilot.membership.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.length).toBeGreaterThan(0);
    expect(listed.json().data.every((line: { membership_id: number }) => line.membership_id === club.pilot.membership.id)).toBe(
      true,
    );
    expect(listed.json().meta.total).toBe(listed.json().data.length);

    const other = await buildCompany(t.db);
    const stranger = await buildMember(t.db, ['accounting'], other.id);
    const { signIn } = await import('../../../test/client');
    const strangerClient = await signIn(t.app, stranger.user.email);
    expect((await strangerClient.get(url)).statusCode).toBe(403);
    const [line] = listed.json().data;
    expect((await strangerClient.get(`/api/flights/${line.flight_id}/charges`)).statusCode).toBe(404);
    expect((await strangerClient.patch(`/api/flights/${line.flight_id}/payer`, { payer_membership_id: null })).statusCode).toBe(
      404,
    );
  });
});
