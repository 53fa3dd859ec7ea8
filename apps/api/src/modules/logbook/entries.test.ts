import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn, TestClient } from '../../../test/client';
import { buildMember, buildUser } from '../../../test/factories';
import { buildAirplane } from '../../../test/factories/fleet';
import { buildFlight, buildLogbookEntry } from '../../../test/factories/flights';

const flight = {
  date: '2026-05-02',
  departure_place: 'edty',
  departure_time: '09:15',
  arrival_place: 'EDNY',
  arrival_time: '10:40',
  aircraft_type: 'C172',
  registration: 'd-eabc',
  aircraft_category: 'sep',
  se_minutes: 85,
  pic_minutes: 85,
  pic_name: 'SELF',
  landings_day: 1,
};

describe('personal logbook entries', () => {
  const t = useTestApp();
  let pilot: TestClient;
  beforeAll(async () => {
    const user = await buildUser(t.db);
    pilot = await signIn(t.app, user.email);
  });

  it('needs a signed-in user', async () => {
    expect((await new TestClient(t.app).get('/api/logbook/entries')).statusCode).toBe(401);
  });

  it('adds a flight elsewhere, computing the total time from departure and arrival', async () => {
    const response = await pilot.post('/api/logbook/entries', flight);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      source: 'personal',
      flight_id: null,
      departure_place: 'EDTY',
      registration: 'D-EABC',
      total_minutes: 85,
      arrival_date: null,
    });
    const night = await pilot.post('/api/logbook/entries', {
      ...flight,
      pic_minutes: 0,
      se_minutes: 0,
      departure_time: '23:10',
      arrival_time: '00:25',
      arrival_date: '2026-05-03',
    });
    expect(night.json().data).toMatchObject({ total_minutes: 75, arrival_date: '2026-05-03', arrival_time: '00:25' });
    const session = await pilot.post('/api/logbook/entries', { date: '2026-05-04', fstd_type: 'FNPT II', fstd_minutes: 120 });
    expect(session.json().data).toMatchObject({ departure_place: null, total_minutes: 0, fstd_minutes: 120 });
  });

  it('names the field of a bad entry', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ arrival_time: '09:15' }, 'arrival_time'],
      [{ arrival_time: '08:00' }, 'arrival_time'],
      [{ arrival_time: '25:00' }, 'arrival_time'],
      [{ departure_place: undefined }, 'departure_place'],
      [{ pic_minutes: 90 }, 'pic_minutes'],
      [{ arrival_date: '2026-05-09' }, 'arrival_date'],
      [{ date: '2026-02-30' }, 'date'],
      [{ aircraft_category: 'zeppelin' }, 'aircraft_category'],
      [{ landings_day: -1 }, 'landings_day'],
    ];
    for (const [change, field] of cases) {
      const response = await pilot.post('/api/logbook/entries', { ...flight, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(change)).toContain(field);
    }
  });

  it('changes and removes the user’s own entries', async () => {
    const { data } = (await pilot.post('/api/logbook/entries', { ...flight, date: '2026-04-01', remarks: 'Rundflug' })).json();
    const moved = await pilot.patch(`/api/logbook/entries/${data.id}`, {
      arrival_time: '10:00',
      pic_minutes: 45,
      se_minutes: 45,
    });
    expect(moved.json().data).toMatchObject({ total_minutes: 45, remarks: 'Rundflug' });
    const cleared = await pilot.patch(`/api/logbook/entries/${data.id}`, { remarks: null });
    expect(cleared.json().data.remarks).toBeNull();
    expect((await pilot.patch(`/api/logbook/entries/${data.id}`, { arrival_time: '09:00' })).statusCode).toBe(422);
    expect((await pilot.delete(`/api/logbook/entries/${data.id}`)).statusCode).toBe(204);
    expect((await pilot.get(`/api/logbook/entries/${data.id}`)).statusCode).toBe(404);
  });

  it('tells the pilot per line what they may do: a company flight’s line is read-only here (409 on change)', async () => {
    const { user, company, membership } = await buildMember(t.db, ['member']);
    const client = await signIn(t.app, user.email);
    const airplane = await buildAirplane(t.db, company.id);
    const flown = await buildFlight(t.db, { companyId: company.id, airplaneId: airplane.id, pilotMembershipId: membership.id });
    const personal = await buildLogbookEntry(t.db, user.id, { date: '2025-07-01' });
    const fromFlight = await buildLogbookEntry(t.db, user.id, { date: '2025-07-02', source: 'flight', flightId: flown.id });
    const listed = (await client.get('/api/logbook/entries')).json().data;
    expect(listed.map((e: { id: number; permissions: object }) => [e.id, e.permissions])).toEqual([
      [fromFlight.id, { view: true, update: false, delete: false }],
      [personal.id, { view: true, update: true, delete: true }],
    ]);
    expect((await client.get(`/api/logbook/entries/${personal.id}`)).json().data.permissions.update).toBe(true);
    const refused = await client.patch(`/api/logbook/entries/${fromFlight.id}`, { remarks: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('logbook.from_flight');
    expect((await client.delete(`/api/logbook/entries/${fromFlight.id}`)).statusCode).toBe(409);
  });

  it('filters by dates, aircraft, airport, function and text, a page at a time', async () => {
    const user = await buildUser(t.db);
    const client = await signIn(t.app, user.email);
    await buildLogbookEntry(t.db, user.id, { date: '2025-01-10', registration: 'D-EAAA', remarks: 'Alpenflug' });
    await buildLogbookEntry(t.db, user.id, { date: '2025-02-10', registration: 'D-EBBB', arrivalPlace: 'LOWI' });
    await buildLogbookEntry(t.db, user.id, { date: '2025-03-10', registration: 'D-EBBB', picMinutes: 0, dualMinutes: 60 });
    await buildLogbookEntry(t.db, user.id, { date: '2025-04-10', aircraftType: 'DA42', registration: 'D-GCCC' });
    const dates = async (query: string) =>
      (await client.get(`/api/logbook/entries?${query}`)).json().data.map((e: { date: string }) => e.date);
    expect(await dates('')).toEqual(['2025-04-10', '2025-03-10', '2025-02-10', '2025-01-10']);
    expect(await dates('from=2025-02-10&to=2025-03-10')).toEqual(['2025-03-10', '2025-02-10']);
    expect(await dates('aircraft=d-ebbb')).toEqual(['2025-03-10', '2025-02-10']);
    expect(await dates('aircraft=DA42')).toEqual(['2025-04-10']);
    expect(await dates('airport=lowi')).toEqual(['2025-02-10']);
    expect(await dates('function=dual')).toEqual(['2025-03-10']);
    expect(await dates('search=alpen')).toEqual(['2025-01-10']);
    expect(await dates('source=flight')).toEqual([]);
    const page = (await client.get('/api/logbook/entries?per_page=3&page=2')).json();
    expect(page.meta).toEqual({ current_page: 2, last_page: 2, per_page: 3, total: 4 });
    expect(page.data.map((e: { date: string }) => e.date)).toEqual(['2025-01-10']);
    const filtered = (await client.get('/api/logbook/entries?aircraft=d-ebbb&per_page=1')).json();
    expect(filtered.meta).toMatchObject({ last_page: 2, total: 2 });
    expect((await client.get('/api/logbook/entries?function=captain')).json().errors).toHaveProperty('function');
  });

  it('shows nobody another pilot’s logbook, not even an admin of the pilot’s company', async () => {
    const member = await buildMember(t.db, ['member']);
    const admin = await buildMember(t.db, ['admin'], member.company.id);
    const own = await buildLogbookEntry(t.db, member.user.id, { date: '2025-06-01', remarks: 'privat' });
    const airplane = await buildAirplane(t.db, member.company.id);
    await buildFlight(t.db, { companyId: member.company.id, airplaneId: airplane.id, pilotMembershipId: member.membership.id });
    const adminClient = await signIn(t.app, admin.user.email);
    for (const client of [adminClient, pilot]) {
      expect((await client.get(`/api/logbook/entries/${own.id}`)).statusCode).toBe(404);
      expect((await client.patch(`/api/logbook/entries/${own.id}`, { remarks: 'x' })).statusCode).toBe(404);
      expect((await client.delete(`/api/logbook/entries/${own.id}`)).statusCode).toBe(404);
      const list = (await client.get('/api/logbook/entries?search=privat')).json().data;
      expect(list).toEqual([]);
    }
    const companyFlights = (await adminClient.get(`/api/companies/${member.company.id}/flights`)).json().data;
    expect(companyFlights.map((f: { pilot_membership_id: number }) => f.pilot_membership_id)).toEqual([member.membership.id]);
    const memberClient = await signIn(t.app, member.user.email);
    expect((await memberClient.get(`/api/logbook/entries/${own.id}`)).statusCode).toBe(200);
  });
});
