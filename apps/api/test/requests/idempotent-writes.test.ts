import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { flights, logbookEntries, squawks } from '../../src/db/schema';
import { useTestApp } from '../app';
import { airplaneNow, buildFlightClub, daysAgo, type FlightClub, flightBody, freshAirplane } from '../factories/flights';

/** The writes an offline client queues (a flight, a logbook entry, a squawk) honour `Idempotency-Key`. */
describe('keyed writes of the offline outbox', () => {
  const t = useTestApp();
  let club: FlightClub;
  const key = (value: string) => ({ 'idempotency-key': value });
  beforeAll(async () => {
    club = await buildFlightClub(t.app, t.db);
  });

  it('records a repeated flight once, moving the counters once', async () => {
    const plane = await freshAirplane(t.db, club, 1000);
    const url = `/api/companies/${club.company.id}/flights`;
    const body = flightBody(plane.id, { offBlock: daysAgo(1), hobbs: 1000 });
    const first = await club.pilot.client.post(url, body, key('flight-1'));
    expect(first.statusCode).toBe(201);
    const again = await club.pilot.client.post(url, body, key('flight-1'));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await t.db.select().from(flights).where(eq(flights.airplaneId, plane.id))).toHaveLength(1);
    expect((await airplaneNow(t.db, plane.id)).hobbsMinutes).toBe(1050);
  });

  it('records a flight once when its repeats arrive together', async () => {
    const plane = await freshAirplane(t.db, club, 2000);
    const url = `/api/companies/${club.company.id}/flights`;
    const body = flightBody(plane.id, { offBlock: daysAgo(2), hobbs: 2000 });
    const answers = await Promise.all([1, 2, 3, 4].map(() => club.pilot.client.post(url, body, key('flight-burst'))));
    expect(answers.map((answer) => answer.statusCode).every((status) => status === 201 || status === 409)).toBe(true);
    expect(await t.db.select().from(flights).where(eq(flights.airplaneId, plane.id))).toHaveLength(1);
    expect((await airplaneNow(t.db, plane.id)).hobbsMinutes).toBe(2050);
  });

  it('keeps no key for a refused flight: the corrected one goes with the same key', async () => {
    const plane = await freshAirplane(t.db, club, 3000);
    const url = `/api/companies/${club.company.id}/flights`;
    const wrong = await club.pilot.client.post(
      url,
      flightBody(plane.id, { offBlock: daysAgo(3), hobbs: 2990 }),
      key('flight-fix'),
    );
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['hobbs_start']);
    const right = await club.pilot.client.post(
      url,
      flightBody(plane.id, { offBlock: daysAgo(3), hobbs: 3000 }),
      key('flight-fix'),
    );
    expect(right.statusCode).toBe(201);
  });

  it('adds a repeated logbook entry once', async () => {
    const entry = {
      date: '2026-05-02',
      departure_place: 'EDTY',
      departure_time: '09:15',
      arrival_place: 'EDNY',
      arrival_time: '10:40',
    };
    const first = await club.student.client.post('/api/logbook/entries', entry, key('entry-1'));
    expect(first.statusCode).toBe(201);
    const again = await club.student.client.post('/api/logbook/entries', entry, key('entry-1'));
    expect(again.json().data.id).toBe(first.json().data.id);
    const changed = await club.student.client.post('/api/logbook/entries', { ...entry, arrival_time: '10:50' }, key('entry-1'));
    expect(changed.statusCode).toBe(422);
    expect(await t.db.select().from(logbookEntries).where(eq(logbookEntries.userId, club.student.user.id))).toHaveLength(1);
  });

  it('reports a repeated squawk once', async () => {
    const plane = await freshAirplane(t.db, club);
    const url = `/api/airplanes/${plane.id}/squawks`;
    const first = await club.pilot.client.post(url, { description: 'Oil on the cowling' }, key('squawk-1'));
    expect(first.statusCode).toBe(201);
    const again = await club.pilot.client.post(url, { description: 'Oil on the cowling' }, key('squawk-1'));
    expect(again.json()).toEqual(first.json());
    expect(await t.db.select().from(squawks).where(eq(squawks.airplaneId, plane.id))).toHaveLength(1);
  });
});
