import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { buildCompany, buildMember } from '../../../test/factories';
import { makeOperator } from '../../../test/factories/fbo';
import { buildAirplane } from '../../../test/factories/fleet';
import { bookings, recurringFlights } from '../../db/schema';
import { addDays, todayIn } from '../../lib/dates';
import { syncSeriesBookings } from './series-bookings';

interface Series {
  id: number;
  exceptions: string[];
}

describe('the flights of a series are bookings of its aircraft', () => {
  const t = useTestApp();
  let operatorId: number;
  let planner: TestClient;
  let pilotMembershipId: number;

  beforeAll(async () => {
    const company = await buildCompany(t.db, { timezone: 'Europe/Berlin' });
    operatorId = (await makeOperator(t.db, company.id)).id;
    planner = await signIn(t.app, (await buildMember(t.db, ['admin', 'crew'], operatorId)).user.email);
    pilotMembershipId = (await buildMember(t.db, ['member'], operatorId)).membership.id;
  });

  const create = async (airplaneId: number, overrides: Record<string, unknown> = {}) => {
    const response = await planner.post(`/api/fixedBaseOperators/${operatorId}/recurringFlights`, {
      title: 'Platzrunden',
      airplane_id: airplaneId,
      registration: null,
      route: 'EDTY-EDTY',
      starts_on: '2027-03-26',
      start_time: '09:00',
      duration_minutes: 60,
      rule: { freq: 'DAILY', count: 5 },
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<{ data: Series }>(response).data;
  };
  const booked = (seriesId: number) =>
    t.db
      .select({ id: bookings.id, day: bookings.occursOn, startsAt: bookings.startsAt, type: bookings.type })
      .from(bookings)
      .where(eq(bookings.recurringFlightId, seriesId))
      .orderBy(asc(bookings.startsAt));
  const times = async (seriesId: number) => (await booked(seriesId)).map((row) => [row.day, row.startsAt.toISOString()] as const);

  it('books every flight in the transaction that writes the series, across the clock change', async () => {
    const airplaneId = (await buildAirplane(t.db, operatorId)).id;
    const series = await create(airplaneId);
    expect(await times(series.id)).toEqual([
      ['2027-03-26', '2027-03-26T08:00:00.000Z'],
      ['2027-03-27', '2027-03-27T08:00:00.000Z'],
      ['2027-03-28', '2027-03-28T07:00:00.000Z'],
      ['2027-03-29', '2027-03-29T07:00:00.000Z'],
      ['2027-03-30', '2027-03-30T07:00:00.000Z'],
    ]);
    expect((await booked(series.id)).every((row) => row.type === 'event')).toBe(true);
    const week = await planner.get(
      `/api/companies/${operatorId}/bookings?from=2027-03-26T00:00:00Z&to=2027-03-31T00:00:00Z&airplane_id=${airplaneId}&permissions[booking]=1`,
    );
    expect(week.statusCode, week.body).toBe(200);
    const listed = json<{ data: Array<{ recurring_flight_id: number | null; permissions?: { update: boolean } }> }>(week).data;
    expect(listed).toHaveLength(5);
    expect(listed.every((item) => item.recurring_flight_id === series.id && item.permissions?.update === false)).toBe(true);
    const [first] = await booked(series.id);
    const cancel = await planner.delete(`/api/bookings/${first?.id}`);
    expect(cancel.statusCode).toBe(409);
    expect(json<{ code: string }>(cancel).code).toBe('booking.part_of_series');
  });

  it('lets the no-overlap constraint refuse a booking over a flight, and a flight over a booking that came in between', async () => {
    const airplaneId = (await buildAirplane(t.db, operatorId)).id;
    const series = await create(airplaneId, { starts_on: '2027-04-05' });
    const over = t.db.insert(bookings).values({
      companyId: operatorId,
      airplaneId,
      membershipId: pilotMembershipId,
      startsAt: new Date('2027-04-06T07:30:00Z'),
      endsAt: new Date('2027-04-06T08:30:00Z'),
    });
    await expect(over).rejects.toMatchObject({ cause: { code: '23P01' } });

    // A booking written after the check (another server, the same moment): the flight's insert is refused.
    await t.db.delete(bookings).where(and(eq(bookings.recurringFlightId, series.id), eq(bookings.occursOn, '2027-04-07')));
    await t.db.insert(bookings).values({
      companyId: operatorId,
      airplaneId,
      membershipId: pilotMembershipId,
      startsAt: new Date('2027-04-07T07:30:00Z'),
      endsAt: new Date('2027-04-07T08:30:00Z'),
    });
    const [row] = await t.db.query.recurringFlights.findMany({ where: (table, { eq: is }) => is(table.id, series.id) });
    await expect(
      t.db.transaction((tx) => syncSeriesBookings(tx, row as NonNullable<typeof row>, new Set(), 1)),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
  });

  it('removes an exception’s booking, moves the bookings with an edit of all and never books the exception again', async () => {
    const airplaneId = (await buildAirplane(t.db, operatorId)).id;
    const series = await create(airplaneId, { starts_on: '2027-05-03' });
    await planner.post(`/api/recurringFlights/${series.id}/exceptions`, { occurrence: '2027-05-04T07:00:00.000Z' });
    expect((await booked(series.id)).map((row) => row.day)).toEqual(['2027-05-03', '2027-05-05', '2027-05-06', '2027-05-07']);
    const edit = await planner.patch(`/api/recurringFlights/${series.id}`, { scope: 'all', start_time: '14:00' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await times(series.id)).toEqual([
      ['2027-05-03', '2027-05-03T12:00:00.000Z'],
      ['2027-05-05', '2027-05-05T12:00:00.000Z'],
      ['2027-05-06', '2027-05-06T12:00:00.000Z'],
      ['2027-05-07', '2027-05-07T12:00:00.000Z'],
    ]);
    // The series' own bookings are not in the way of its edit: one more flight at the same time.
    const longer = await planner.patch(`/api/recurringFlights/${series.id}`, { scope: 'all', rule: { freq: 'DAILY', count: 6 } });
    expect(longer.statusCode, longer.body).toBe(200);
    expect((await booked(series.id)).map((row) => row.day)).toEqual([
      '2027-05-03',
      '2027-05-05',
      '2027-05-06',
      '2027-05-07',
      '2027-05-08',
    ]);
  });

  it('splits the bookings with the series (following) and moves one flight (this)', async () => {
    const airplaneId = (await buildAirplane(t.db, operatorId)).id;
    const series = await create(airplaneId, { starts_on: '2027-06-07' });
    const split = json<{ data: Series[] }>(
      await planner.patch(`/api/recurringFlights/${series.id}`, {
        scope: 'following',
        occurrence: '2027-06-09T07:00:00.000Z',
        start_time: '16:00',
      }),
    );
    const [, next] = split.data as [Series, Series];
    expect((await booked(series.id)).map((row) => row.day)).toEqual(['2027-06-07', '2027-06-08']);
    expect(await times(next.id)).toEqual([
      ['2027-06-09', '2027-06-09T14:00:00.000Z'],
      ['2027-06-10', '2027-06-10T14:00:00.000Z'],
      ['2027-06-11', '2027-06-11T14:00:00.000Z'],
    ]);
    const single = json<{ data: Series[] }>(
      await planner.patch(`/api/recurringFlights/${next.id}`, {
        scope: 'this',
        occurrence: '2027-06-10T14:00:00.000Z',
        start_time: '18:00',
      }),
    );
    const [, one] = single.data as [Series, Series];
    expect((await booked(next.id)).map((row) => row.day)).toEqual(['2027-06-09', '2027-06-11']);
    expect(await times(one.id)).toEqual([['2027-06-10', '2027-06-10T16:00:00.000Z']]);
  });

  it('keeps a series’ flights in its own company: another company’s booking cannot name it, nor its planner change it', async () => {
    const airplaneId = (await buildAirplane(t.db, operatorId)).id;
    const series = await create(airplaneId, { starts_on: '2027-08-02', rule: { freq: 'DAILY', count: 1 } });
    const club = await buildCompany(t.db);
    const clubPlane = await buildAirplane(t.db, club.id);
    const foreign = t.db.insert(bookings).values({
      companyId: club.id,
      airplaneId: clubPlane.id,
      type: 'event',
      startsAt: new Date('2027-08-03T07:00:00Z'),
      endsAt: new Date('2027-08-03T08:00:00Z'),
      recurringFlightId: series.id,
      occursOn: '2027-08-03',
    });
    await expect(foreign).rejects.toMatchObject({ cause: { code: '23503' } });
    const stranger = await signIn(t.app, (await buildMember(t.db, ['admin', 'crew'], club.id)).user.email);
    const edit = await stranger.patch(`/api/recurringFlights/${series.id}`, { scope: 'all', start_time: '12:00' });
    expect(edit.statusCode).toBe(404);
    expect(await times(series.id)).toEqual([['2027-08-02', '2027-08-02T07:00:00.000Z']]);
  });

  it('books nothing for a visitor’s series without an aircraft of the operator', async () => {
    const series = await create(null as unknown as number, { airplane_id: null, registration: 'D-EGST' });
    expect(await booked(series.id)).toEqual([]);
  });

  it('cancels a whole series for an admin: the flights to come and their bookings go, flown ones stay', async () => {
    const airplaneId = (await buildAirplane(t.db, operatorId)).id;
    const today = todayIn('Europe/Berlin');
    const series = await create(airplaneId, { starts_on: addDays(today, -3), rule: { freq: 'DAILY', count: 7 } });
    const [flown] = await booked(series.id);
    await t.db
      .update(bookings)
      .set({ completedAt: new Date() })
      .where(eq(bookings.id, flown?.id as number));
    const crew = await signIn(t.app, (await buildMember(t.db, ['crew'], operatorId)).user.email);
    expect((await crew.delete(`/api/recurringFlights/${series.id}`)).statusCode).toBe(403);
    const response = await planner.delete(`/api/recurringFlights/${series.id}`);
    const after = Date.now();
    expect(response.statusCode, response.body).toBe(204);
    const left = await booked(series.id);
    expect(left[0]?.id).toBe(flown?.id);
    expect(left.every((row) => row.startsAt.getTime() <= after)).toBe(true);
    expect(left.length).toBeGreaterThanOrEqual(3);
    const [ended] = await t.db.select().from(recurringFlights).where(eq(recurringFlights.id, series.id));
    expect(ended?.count).toBe(left.length);
    const list = json<{ data: Array<{ id: number; next_occurrence: string | null }> }>(
      await planner.get(`/api/fixedBaseOperators/${operatorId}/recurringFlights`),
    ).data;
    expect(list.find((item) => item.id === series.id)?.next_occurrence).toBeNull();
  });

  it('removes a series none of whose flights has come yet, and answers 404 for one that is gone', async () => {
    const airplaneId = (await buildAirplane(t.db, operatorId)).id;
    const series = await create(airplaneId, {
      starts_on: '2027-09-06',
      rule: { freq: 'WEEKLY', by_day: ['MO'], until: '2027-10-04' },
    });
    expect((await planner.delete(`/api/recurringFlights/${series.id}`)).statusCode).toBe(204);
    expect(await booked(series.id)).toEqual([]);
    expect((await planner.delete(`/api/recurringFlights/${series.id}`)).statusCode).toBe(404);
  });
});
