import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { book, type HourClock, hourClock } from '../../../test/factories/booking';
import {
  airplaneNow,
  buildFlightClub,
  daysAgo,
  type FlightClub,
  flightBody,
  freshAirplane,
} from '../../../test/factories/flights';
import { bookings, flights } from '../../db/schema';

describe('who sees and corrects flights', () => {
  const t = useTestApp();
  let club: FlightClub;
  const flightsUrl = () => `/api/companies/${club.company.id}/flights`;
  let at: HourClock;
  beforeEach(() => {
    at = hourClock();
  });
  beforeAll(async () => {
    club = await buildFlightClub(t.app, t.db);
  });

  async function record(body: Record<string, unknown>, client = club.pilot.client) {
    const response = await client.post(flightsUrl(), body);
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data;
  }
  const bill = (id: number) => t.db.update(flights).set({ status: 'billed', billedAt: new Date() }).where(eq(flights.id, id));
  const entriesOf = async (client = club.pilot.client, aircraft = '') =>
    (await client.get(`/api/logbook/entries?aircraft=${aircraft}`)).json().data;

  it('logs dual time for the student and instructor time for the instructor', async () => {
    const plane = await freshAirplane(t.db, club);
    const flight = await record(
      flightBody(
        plane.id,
        { offBlock: daysAgo(6), block: 50 },
        {
          pilot_membership_id: club.student.membership.id,
          instructor_membership_id: club.instructor.membership.id,
          flight_type: 'training',
          landings_day: 5,
        },
      ),
      club.instructor.client,
    );
    expect(flight.instructor).toEqual({ membership_id: club.instructor.membership.id, name: club.instructor.user.name });
    const [student] = await entriesOf(club.student.client, plane.registration);
    expect(student).toMatchObject({ dual_minutes: 50, pic_minutes: 0, pic_name: club.instructor.user.name, landings_day: 5 });
    const [instructor] = await entriesOf(club.instructor.client, plane.registration);
    expect(instructor).toMatchObject({ pic_minutes: 50, instructor_minutes: 50, pic_name: 'SELF', landings_day: 0 });
  });

  it('lets members record only their own flights', async () => {
    const plane = await freshAirplane(t.db, club);
    const forOther = flightBody(plane.id, { offBlock: daysAgo(7) }, { pilot_membership_id: club.student.membership.id });
    expect((await club.pilot.client.post(flightsUrl(), forOther)).statusCode).toBe(403);
    expect((await club.accounting.client.post(flightsUrl(), forOther)).statusCode).toBe(403);
    const own = flightBody(plane.id, { offBlock: daysAgo(7) }, { instructor_membership_id: club.instructor.membership.id });
    expect((await club.student.client.post(flightsUrl(), own)).statusCode).toBe(201);
  });

  it('shows all flights to admins and accounting, and members only those they were on', async () => {
    const plane = await freshAirplane(t.db, club);
    const mine = await record(flightBody(plane.id, { offBlock: daysAgo(8) }));
    const ids = async (client: typeof club.pilot.client, query = '') =>
      (await client.get(`${flightsUrl()}?airplane_id=${plane.id}${query}`)).json().data.map((f: { id: number }) => f.id);
    expect(await ids(club.admin.client)).toEqual([mine.id]);
    expect(await ids(club.accounting.client, `&membership_id=${club.pilot.membership.id}`)).toEqual([mine.id]);
    expect(await ids(club.student.client)).toEqual([]);
    expect((await club.student.client.get(`/api/flights/${mine.id}`)).statusCode).toBe(403);
    const detail = await club.pilot.client.get(`/api/flights/${mine.id}`);
    expect(detail.json().data.permissions).toEqual({ view: true, update: false, delete: false, correct: false });
    const page = (await club.admin.client.get(`${flightsUrl()}?per_page=1&page=1`)).json();
    expect(page.meta).toMatchObject({ per_page: 1, current_page: 1 });
    expect(page.meta.total).toBeGreaterThan(1);
  });

  it('lets admins correct a flight until it is billed; the logbook and counters follow', async () => {
    const plane = await freshAirplane(t.db, club, 1000);
    const flight = await record(flightBody(plane.id, { offBlock: daysAgo(9), hobbs: 1000 }));
    expect((await club.pilot.client.patch(`/api/flights/${flight.id}`, { remarks: 'x' })).statusCode).toBe(403);
    const bad = await club.admin.client.patch(`/api/flights/${flight.id}`, { hobbs_end: 900 });
    expect(bad.json().errors).toHaveProperty('hobbs_end');
    const fixed = await club.admin.client.patch(`/api/flights/${flight.id}`, { hobbs_end: 1065, remarks: 'Ablesefehler' });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().meta.airplane.hobbs_minutes).toBe(1065);
    expect((await entriesOf(club.pilot.client, plane.registration))[0]).toMatchObject({ remarks: 'Ablesefehler' });

    await bill(flight.id);
    const locked = await club.admin.client.patch(`/api/flights/${flight.id}`, { remarks: 'y' });
    expect(locked.statusCode).toBe(409);
    expect((await club.admin.client.delete(`/api/flights/${flight.id}`)).statusCode).toBe(409);
  });

  it('corrects a billed flight with a new entry that replaces it once', async () => {
    const plane = await freshAirplane(t.db, club, 2000);
    const flight = await record(flightBody(plane.id, { offBlock: daysAgo(10), hobbs: 2000, block: 60 }));
    expect((await club.admin.client.post(`/api/flights/${flight.id}/correction`, { remarks: 'x' })).statusCode).toBe(409);
    await bill(flight.id);
    expect((await club.pilot.client.post(`/api/flights/${flight.id}/correction`, { remarks: 'x' })).statusCode).toBe(403);
    const correction = await club.admin.client.post(`/api/flights/${flight.id}/correction`, { hobbs_end: 2070, landings_day: 3 });
    expect(correction.statusCode).toBe(201);
    expect(correction.json().data).toMatchObject({ corrects_flight_id: flight.id, status: 'recorded', hobbs_minutes: 70 });
    expect(correction.json().meta.airplane.hobbs_minutes).toBe(2070);
    const original = (await club.admin.client.get(`/api/flights/${flight.id}`)).json().data;
    expect(original).toMatchObject({ status: 'billed', corrected_by_flight_id: correction.json().data.id });
    expect(original.permissions.correct).toBe(false);
    const lines = await entriesOf(club.pilot.client, plane.registration);
    expect(lines.map((line: { flight_id: number; landings_day: number }) => [line.flight_id, line.landings_day])).toEqual([
      [correction.json().data.id, 3],
    ]);
    expect((await club.admin.client.post(`/api/flights/${flight.id}/correction`, { remarks: 'again' })).statusCode).toBe(409);
  });

  it('takes back a flight recorded by mistake: counters, logbook and booking return', async () => {
    const booked = (await book(club.pilot.client, club, { starts_at: at(80), ends_at: at(81) })).json().data;
    const plane = club.airplane;
    const before = await airplaneNow(t.db, plane.id);
    const flight = await record(
      flightBody(plane.id, { offBlock: daysAgo(11), hobbs: before.hobbsMinutes }, { booking_id: booked.id }),
    );
    expect((await club.admin.client.delete(`/api/flights/${flight.id}`)).statusCode).toBe(204);
    const after = await airplaneNow(t.db, plane.id);
    expect([after.hobbsMinutes, after.engineMinutesSinceOverhaul]).toEqual([
      before.hobbsMinutes,
      before.engineMinutesSinceOverhaul,
    ]);
    expect(await entriesOf(club.pilot.client, plane.registration)).toEqual([]);
    const [reopened] = await t.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(reopened?.completedAt).toBeNull();
  });

  it('refuses changing a logbook line that comes from a flight', async () => {
    const plane = await freshAirplane(t.db, club);
    await record(flightBody(plane.id, { offBlock: daysAgo(12) }));
    const [line] = await entriesOf(club.pilot.client, plane.registration);
    expect((await club.pilot.client.patch(`/api/logbook/entries/${line.id}`, { remarks: 'x' })).statusCode).toBe(409);
    expect((await club.pilot.client.delete(`/api/logbook/entries/${line.id}`)).statusCode).toBe(409);
    expect((await club.admin.client.get(`/api/logbook/entries/${line.id}`)).statusCode).toBe(404);
  });
});
