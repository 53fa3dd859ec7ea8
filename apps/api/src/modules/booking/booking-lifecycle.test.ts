import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { TestClient } from '../../../test/client';
import { book, buildClub, type Club, type HourClock, hourClock } from '../../../test/factories/booking';
import { notifications } from '../../db/schema';

describe('booking lifecycle', () => {
  const t = useTestApp();
  let club: Club;
  let at: HourClock;
  beforeEach(async () => {
    at = hourClock();
    club = await buildClub(t.app, t.db);
  });
  const bookForStudent = () =>
    book(club.instructor.client, club, {
      membership_id: club.student.membership.id,
      instructor_membership_id: club.instructor.membership.id,
      type: 'training',
      starts_at: at(70),
      ends_at: at(72),
    });

  it('lets the pilot move their booking and refuses others but admins', async () => {
    const { data } = (await book(club.pilot.client, club, { starts_at: at(30), ends_at: at(31) })).json();
    const moved = await club.pilot.client.patch(`/api/bookings/${data.id}`, { ends_at: at(32), notes: 'Platzrunden' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ ends_at: at(32), notes: 'Platzrunden' });
    expect((await club.student.client.patch(`/api/bookings/${data.id}`, { notes: 'x' })).statusCode).toBe(403);
    expect((await club.admin.client.patch(`/api/bookings/${data.id}`, { notes: 'Admin' })).statusCode).toBe(200);
    const detail = await club.student.client.get(`/api/bookings/${data.id}`);
    expect(detail.json().data.permissions).toEqual({ view: true, update: false, delete: false });
  });

  it('queues a standby behind a taken slot and offers it when the booking is cancelled', async () => {
    const slot = { starts_at: at(60), ends_at: at(62) };
    const free = await book(club.instructor.client, club, {
      ...slot,
      starts_at: at(200),
      ends_at: at(201),
      status: 'standby',
    });
    expect(free.json().errors).toHaveProperty('status');
    const confirmed = (await book(club.pilot.client, club, slot)).json().data;
    const standby = await book(club.instructor.client, club, { ...slot, status: 'standby' });
    expect(standby.statusCode).toBe(201);
    expect(standby.json().data.status).toBe('standby');
    expect(
      (await club.instructor.client.patch(`/api/bookings/${standby.json().data.id}`, { status: 'confirmed' })).statusCode,
    ).toBe(409);

    const cancelled = await club.pilot.client.delete(`/api/bookings/${confirmed.id}?reason=Wetter`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancel_reason: 'Wetter', late_cancellation: false });
    const offers = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, club.instructor.user.id), eq(notifications.kind, 'booking.standby_offered')));
    expect(offers).toHaveLength(1);
    const taken = await club.instructor.client.patch(`/api/bookings/${standby.json().data.id}`, { status: 'confirmed' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data.status).toBe('confirmed');
  });

  it('lets the pilot cancel until the deadline; later only an admin, flagged late', async () => {
    const soon = (await book(club.pilot.client, club, { starts_at: at(3), ends_at: at(4) })).json().data;
    const refused = await club.pilot.client.delete(`/api/bookings/${soon.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('24 hours before the start');
    const late = await club.admin.client.delete(`/api/bookings/${soon.id}`);
    expect(late.json().data).toMatchObject({ status: 'cancelled', late_cancellation: true });
    expect((await club.admin.client.delete(`/api/bookings/${soon.id}`)).statusCode).toBe(409);
    expect((await club.admin.client.patch(`/api/bookings/${soon.id}`, { notes: 'x' })).statusCode).toBe(409);
  });

  it('tells the pilot when someone else books for them', async () => {
    await bookForStudent();
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, club.student.user.id), eq(notifications.kind, 'booking.created')));
    expect(told).toHaveLength(1);
    expect(told[0]?.data).toMatchObject({ registration: club.airplane.registration });
  });

  it('lists the user’s own coming bookings across companies, for themselves only', async () => {
    await bookForStudent();
    const mine = await club.student.client.get(`/api/users/${club.student.user.id}/bookings`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data[0]).toMatchObject({
      airplane: { registration: club.airplane.registration },
      company: { id: club.company.id },
    });
    expect((await club.student.client.get(`/api/users/${club.pilot.user.id}/bookings`)).statusCode).toBe(403);
  });

  it('publishes a personal iCalendar feed that works without a cookie and can be replaced', async () => {
    await bookForStudent();
    const { url } = (await club.student.client.get('/api/user/calendar-feed')).json().data;
    const path = new URL(url).pathname;
    const feed = await new TestClient(t.app).get(path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VEVENT');
    expect(feed.body).toContain(club.airplane.registration);
    const renewed = (await club.student.client.post('/api/user/calendar-feed')).json().data.url;
    expect(renewed).not.toBe(url);
    expect((await new TestClient(t.app).get(path)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(new URL(renewed).pathname)).statusCode).toBe(200);
    expect((await new TestClient(t.app).get('/api/calendar/1-forged.ics')).statusCode).toBe(404);
  });
});
