import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { TestClient } from '../../../test/client';
import { book, type HourClock, hourClock } from '../../../test/factories/booking';
import { buildMaintenanceItem } from '../../../test/factories/fleet';
import {
  airplaneNow,
  buildFlightClub,
  daysAgo,
  type FlightClub,
  flightBody,
  freshAirplane,
} from '../../../test/factories/flights';
import { auditLog, notifications } from '../../db/schema';

describe('recording a flight', () => {
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

  it('needs a signed-in member of the company', async () => {
    const plane = await freshAirplane(t.db, club);
    expect((await new TestClient(t.app).post(flightsUrl(), flightBody(plane.id, { offBlock: daysAgo(1) }))).statusCode).toBe(401);
  });

  it('advances the counters, writes the logbook line and is ready for billing', async () => {
    const plane = await freshAirplane(t.db, club, 6000, 5000);
    const body = flightBody(plane.id, { offBlock: daysAgo(1), block: 75, hobbs: 6000 }, { tach_start: 5000, tach_end: 5052 });
    const response = await club.pilot.client.post(flightsUrl(), { ...body, fuel_added_l: 42.5, passengers: 1 });
    expect(response.statusCode).toBe(201);
    const { data, meta } = response.json();
    expect(data).toMatchObject({
      status: 'recorded',
      block_minutes: 75,
      flight_minutes: 65,
      hobbs_minutes: 65,
      fuel_added_l: 42.5,
      pilot: { membership_id: club.pilot.membership.id, name: club.pilot.user.name },
      instructor: null,
      airplane: { registration: plane.registration },
    });
    expect(meta.airplane).toMatchObject({ hobbs_minutes: 6065, tach_minutes: 5052, status: 'active' });
    const after = await airplaneNow(t.db, plane.id);
    expect(after.engineMinutesSinceOverhaul).toBe(52);

    const logbook = (await club.pilot.client.get(`/api/logbook/entries?aircraft=${plane.registration}`)).json().data;
    expect(logbook).toEqual([
      expect.objectContaining({
        source: 'flight',
        flight_id: data.id,
        registration: plane.registration,
        total_minutes: 75,
        pic_minutes: 75,
        dual_minutes: 0,
        se_minutes: 75,
        pic_name: 'SELF',
        landings_day: 1,
      }),
    ]);
    const ready = (await club.accounting.client.get(`${flightsUrl()}?status=recorded&airplane_id=${plane.id}`)).json();
    expect(ready.data.map((f: { id: number }) => f.id)).toEqual([data.id]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'flight.created'), eq(auditLog.subjectId, data.id)));
    expect(audit?.actorUserId).toBe(club.pilot.user.id);
  });

  it('names the field of every broken rule', async () => {
    const plane = await freshAirplane(t.db, club, 100);
    const base = flightBody(plane.id, { offBlock: daysAgo(2), hobbs: 100 });
    const cases: [Record<string, unknown>, string][] = [
      [{ takeoff_at: daysAgo(3) }, 'takeoff_at'],
      [{ landing_at: base.takeoff_at }, 'landing_at'],
      [{ on_block_at: base.takeoff_at }, 'on_block_at'],
      [{ hobbs_end: 99 }, 'hobbs_end'],
      [{ tach_start: 10, tach_end: 5 }, 'tach_end'],
      [{ tach_start: 10 }, 'tach_end'],
      [{ departure_airport: 'EDXX' }, 'departure_airport'],
      [{ arrival_airport: 'ZZZZ' }, 'arrival_airport'],
      [{ landings_day: 0 }, 'landings_day'],
      [{ night_minutes: 500 }, 'night_minutes'],
      [{ hobbs_start: 90, hobbs_end: 140 }, 'hobbs_start'],
      [{ off_block_at: at(2), takeoff_at: at(3), landing_at: at(4), on_block_at: at(5) }, 'on_block_at'],
      [{ instructor_membership_id: club.pilot.membership.id }, 'instructor_membership_id'],
      [{ departure_airport: 'not an airport' }, 'departure_airport'],
    ];
    for (const [change, field] of cases) {
      const response = await club.pilot.client.post(flightsUrl(), { ...base, ...change });
      expect(response.statusCode, `${JSON.stringify(change)} → ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(change)).toContain(field);
    }
    expect((await airplaneNow(t.db, plane.id)).hobbsMinutes).toBe(100);
  });

  it('lets only an admin with a reason record readings that do not continue the counters', async () => {
    const plane = await freshAirplane(t.db, club, 500);
    const body = flightBody(plane.id, { offBlock: daysAgo(3), hobbs: 520 });
    const pilot = await club.pilot.client.post(flightsUrl(), body);
    expect(pilot.statusCode).toBe(422);
    expect(pilot.json().errors.hobbs_start[0]).toContain('does not continue the aircraft’s last reading 8:20');
    expect((await club.pilot.client.post(flightsUrl(), { ...body, override_reason: 'Meter' })).json().errors).toHaveProperty(
      'override_reason',
    );
    const admin = await club.admin.client.post(flightsUrl(), { ...body, pilot_membership_id: club.pilot.membership.id });
    expect(admin.json().message).toContain('give an override reason');
    expect(admin.json().error_codes.hobbs_start).toEqual([
      { code: 'flight.reading_gap_override', params: { meter: 'Hobbs', reading: '8:40', last: '8:20' } },
    ]);
    const overridden = await club.admin.client.post(flightsUrl(), {
      ...body,
      pilot_membership_id: club.pilot.membership.id,
      override_reason: 'Werkstattflug nicht eingetragen',
    });
    expect(overridden.statusCode).toBe(201);
    expect(overridden.json().data.override_reason).toBe('Werkstattflug nicht eingetragen');
    expect(overridden.json().meta.airplane.hobbs_minutes).toBe(570);
  });

  it('gets flights across midnight right, in UTC and in local time', async () => {
    const plane = await freshAirplane(t.db, club);
    const utc = flightBody(plane.id, { offBlock: '2026-06-13T23:30:00Z', block: 70 });
    const overUtc = await club.pilot.client.post(flightsUrl(), utc);
    expect(overUtc.json().data).toMatchObject({ block_minutes: 70, flight_minutes: 60 });
    const local = flightBody(plane.id, { offBlock: '2026-06-14T21:40:00Z', block: 40, hobbs: 60 });
    expect((await club.pilot.client.post(flightsUrl(), local)).json().data.block_minutes).toBe(40);

    const entries = (await club.pilot.client.get('/api/logbook/entries?from=2026-06-13&to=2026-06-14')).json().data;
    expect(entries.map((e: Record<string, unknown>) => [e.date, e.departure_time, e.arrival_time, e.arrival_date])).toEqual([
      ['2026-06-14', '21:40', '22:20', null],
      ['2026-06-13', '23:30', '00:40', '2026-06-14'],
    ]);
    const list = (day: string) => club.admin.client.get(`${flightsUrl()}?airplane_id=${plane.id}&from=${day}&to=${day}`);
    expect((await list('2026-06-14')).json().data, 'Sunday in Berlin: 22:00 UTC Saturday to 22:00 UTC Sunday').toHaveLength(2);
    expect((await list('2026-06-13')).json().data).toHaveLength(0);
  });

  it('grounds the aircraft when a maintenance item falls due by Hobbs time, and tells the admins', async () => {
    const plane = await freshAirplane(t.db, club, 3000);
    await buildMaintenanceItem(t.db, plane, { what: '50-Stunden-Kontrolle', dueAtHobbsMinutes: 3040 });
    const response = await club.pilot.client.post(flightsUrl(), flightBody(plane.id, { offBlock: daysAgo(4), hobbs: 3000 }));
    expect(response.json().meta.airplane).toMatchObject({
      hobbs_minutes: 3050,
      status: 'grounded',
      status_reason: 'Due for 50-Stunden-Kontrolle at 50:40 Hobbs hours.',
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, club.admin.user.id), eq(notifications.kind, 'airplane.grounded')));
    expect(told.map((n) => n.data)).toContainEqual(expect.objectContaining({ airplane_id: plane.id }));
  });

  it('leaves an aircraft flying on an item the admin already let pass', async () => {
    const plane = await freshAirplane(t.db, club, 3000);
    await buildMaintenanceItem(t.db, plane, { dueAtHobbsMinutes: 2990 });
    const response = await club.pilot.client.post(flightsUrl(), flightBody(plane.id, { offBlock: daysAgo(4), hobbs: 3000 }));
    expect(response.json().meta.airplane.status).toBe('active');
  });

  it('closes the booking it was flown on, and refuses a cancelled one or another aircraft’s', async () => {
    const booked = (await book(club.pilot.client, club, { starts_at: at(26), ends_at: at(28) })).json().data;
    const start = club.airplane.hobbsMinutes;
    const body = flightBody(club.airplane.id, { offBlock: daysAgo(1), hobbs: start }, { booking_id: booked.id });
    const other = await freshAirplane(t.db, club);
    const wrong = await club.pilot.client.post(flightsUrl(), { ...body, airplane_id: other.id });
    expect(wrong.json().errors.booking_id[0]).toContain('another aircraft');
    expect((await club.pilot.client.post(flightsUrl(), body)).statusCode).toBe(201);
    const closed = (await club.pilot.client.get(`/api/bookings/${booked.id}`)).json().data;
    expect(closed.completed_at).toEqual(expect.any(String));
    expect((await club.pilot.client.delete(`/api/bookings/${booked.id}`)).statusCode).toBe(409);

    const cancelled = (await book(club.pilot.client, club, { starts_at: at(50), ends_at: at(51) })).json().data;
    await club.pilot.client.delete(`/api/bookings/${cancelled.id}`);
    const refused = await club.pilot.client.post(flightsUrl(), {
      ...body,
      booking_id: cancelled.id,
      hobbs_start: 50,
      hobbs_end: 60,
    });
    expect(refused.json().errors.booking_id[0]).toContain('cancelled');
  });

  it('refuses a second flight of the aircraft at the same time', async () => {
    const plane = await freshAirplane(t.db, club);
    await club.pilot.client.post(flightsUrl(), flightBody(plane.id, { offBlock: daysAgo(5) }));
    const overlapping = flightBody(plane.id, { offBlock: daysAgo(5) }, { override_reason: 'Nachtrag' });
    const response = await club.admin.client.post(flightsUrl(), {
      ...overlapping,
      pilot_membership_id: club.pilot.membership.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The aircraft already has a flight recorded at that time.');
  });
});
