import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn } from '../../../test/client';
import { buildMember } from '../../../test/factories';
import { book, buildClub, type Club, type HourClock, hourClock, setBookingSettings } from '../../../test/factories/booking';
import { buildAirplane } from '../../../test/factories/fleet';
import { notifications } from '../../db/schema';

describe('booking conflicts', () => {
  const t = useTestApp();
  let club: Club;
  let at: HourClock;
  beforeEach(async () => {
    at = hourClock();
    club = await buildClub(t.app, t.db);
  });

  it('refuses an overlapping booking with 409 naming the other booking’s time', async () => {
    const first = await book(club.pilot.client, club, { starts_at: at(24), ends_at: at(27) });
    expect(first.statusCode).toBe(201);
    const second = await book(club.instructor.client, club, { starts_at: at(26), ends_at: at(28) });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(
      /^The aircraft is already booked on \d\d\.\d\d\.\d{4} \d\d:\d\d–(\d\d\.\d\d\.\d{4} )?\d\d:\d\d \(Europe\/Berlin\)/,
    );
    const touching = await book(club.instructor.client, club, { starts_at: at(27), ends_at: at(28) });
    expect(touching.statusCode).toBe(201);
  });

  it('hides the other pilot’s name unless the company shows names', async () => {
    await setBookingSettings(t.db, club.company.id, { licence_check: 'ignore', show_pilot_names: false });
    await book(club.pilot.client, club, { starts_at: at(40), ends_at: at(41) });
    const refused = await book(club.student.client, club, {
      starts_at: at(40),
      ends_at: at(41),
      instructor_membership_id: club.instructor.membership.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).not.toContain(club.pilot.user.name);
    await setBookingSettings(t.db, club.company.id, { licence_check: 'ignore', show_pilot_names: true });
    const named = await book(club.admin.client, club, {
      starts_at: at(40),
      ends_at: at(41),
      membership_id: club.admin.membership.id,
    });
    expect(named.json().message).toContain(club.pilot.user.name);
    expect(named.json()).toMatchObject({ code: 'booking.aircraft_taken_by', params: { pilot: club.pilot.user.name } });
    expect(refused.json()).toMatchObject({ code: 'booking.aircraft_taken', params: { span: expect.any(String) } });
  });

  it('never books one instructor twice at a time, across aircraft', async () => {
    const second = await buildAirplane(t.db, club.company.id);
    const lesson = {
      starts_at: at(50),
      ends_at: at(52),
      type: 'training',
      instructor_membership_id: club.instructor.membership.id,
    };
    expect((await book(club.student.client, club, lesson)).statusCode).toBe(201);
    const clash = await book(club.pilot.client, club, { ...lesson, airplane_id: second.id });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain('The instructor is already booked');
  });

  it('is right across the daylight-saving switch in Europe/Berlin', async () => {
    const zone = await buildClub(t.app, t.db, { max_days_ahead: 730 });
    // 28 March 2027: clocks jump from 02:00 to 03:00. 00:30Z–02:30Z is 01:30–04:30 local, two real hours.
    const booking = await book(zone.admin.client, zone, {
      membership_id: zone.pilot.membership.id,
      starts_at: '2027-03-28T00:30:00Z',
      ends_at: '2027-03-28T02:30:00Z',
    });
    expect(booking.statusCode).toBe(201);
    expect(booking.json().data).toMatchObject({ starts_at: '2027-03-28T00:30:00.000Z', ends_at: '2027-03-28T02:30:00.000Z' });
    const clash = await book(zone.admin.client, zone, {
      membership_id: zone.admin.membership.id,
      starts_at: '2027-03-28T02:00:00+02:00',
      ends_at: '2027-03-28T05:00:00+02:00',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain('28.03.2027 01:30–04:30 (Europe/Berlin)');
  });

  it('lets an admin block for maintenance over bookings, telling their pilots', async () => {
    const booked = await book(club.pilot.client, club, { starts_at: at(100), ends_at: at(102) });
    const block = await book(club.admin.client, club, {
      type: 'maintenance',
      starts_at: at(99),
      ends_at: at(110),
    });
    expect(block.statusCode).toBe(201);
    expect(block.json().meta.collisions).toEqual([
      expect.objectContaining({ id: booked.json().data.id, pilot: club.pilot.user.name }),
    ]);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, club.pilot.user.id), eq(notifications.kind, 'booking.maintenance_collision')));
    expect(told).toHaveLength(1);
    const during = await book(club.instructor.client, club, { starts_at: at(105), ends_at: at(106) });
    expect(during.statusCode).toBe(422);
    expect(during.json().message).toContain('blocked for maintenance');
    const member = await book(club.pilot.client, club, {
      type: 'maintenance',
      starts_at: at(120),
      ends_at: at(121),
    });
    expect(member.json().errors).toHaveProperty('type');
  });

  it('names the other pilot in a 409 exactly where the caller’s calendar shows them', async () => {
    const hidden = await buildClub(t.app, t.db, { show_pilot_names: false });
    const accounting = await buildMember(t.db, ['accounting'], hidden.company.id);
    const callers = {
      member: hidden.student.client,
      instructor: hidden.instructor.client,
      accounting: await signIn(t.app, accounting.user.email),
      admin: hidden.admin.client,
    };
    const slot = { starts_at: at(60), ends_at: at(61) };
    expect((await book(hidden.pilot.client, hidden, slot)).statusCode).toBe(201);
    const week = { from: at(59), to: at(62) };
    const seen: Record<string, [boolean, boolean]> = {};
    for (const [name, client] of Object.entries(callers)) {
      const lesson = name === 'member' ? { instructor_membership_id: hidden.instructor.membership.id } : {};
      const refused = await book(client, hidden, { ...slot, ...lesson });
      expect(refused.statusCode).toBe(409);
      const calendar = await client.get(`/api/companies/${hidden.company.id}/bookings?${new URLSearchParams(week)}`);
      const [row] = calendar.json().data;
      seen[name] = [refused.json().message.includes(hidden.pilot.user.name), row.pilot?.name === hidden.pilot.user.name];
    }
    expect(seen).toEqual({
      member: [false, false],
      instructor: [true, true],
      accounting: [true, true],
      admin: [true, true],
    });
  });
});
