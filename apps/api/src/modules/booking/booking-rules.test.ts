import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildCompany, buildMembership, buildUser } from '../../../test/factories';
import { buildAirplane, buildMaintenanceItem } from '../../../test/fleet-factories';
import { userLicences } from '../../db/schema';
import { book, buildClub, type Club, hoursFromNow, setBookingSettings } from './test-support';

describe('booking rules', () => {
  const t = useTestApp();
  let club: Club;
  beforeAll(async () => {
    club = await buildClub(t.app, t.db);
  });

  it('books a free slot and shows it in the week', async () => {
    const response = await book(club.pilot.client, club, {
      starts_at: hoursFromNow(24),
      ends_at: hoursFromNow(26),
      destination: 'edty',
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      status: 'confirmed',
      type: 'private',
      membership_id: club.pilot.membership.id,
      destination: 'EDTY',
      is_own: true,
    });
    const week = await club.pilot.client.get(
      `/api/companies/${club.company.id}/bookings?from=${encodeURIComponent(hoursFromNow(0))}&to=${encodeURIComponent(hoursFromNow(24 * 7))}`,
    );
    expect(week.statusCode).toBe(200);
    expect(week.json().data.map((b: { id: number }) => b.id)).toContain(data.id);
  });

  it('requires both ends of the window and at most 62 days', async () => {
    const base = `/api/companies/${club.company.id}/bookings`;
    expect((await club.pilot.client.get(`${base}?from=${encodeURIComponent(hoursFromNow(0))}`)).json().errors).toHaveProperty(
      'to',
    );
    const tooLong = await club.pilot.client.get(
      `${base}?from=${encodeURIComponent(hoursFromNow(0))}&to=${encodeURIComponent(hoursFromNow(24 * 63))}`,
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.to[0]).toContain('62 days');
  });

  it('refuses an end not after the start, naming ends_at', async () => {
    const response = await book(club.pilot.client, club, { starts_at: hoursFromNow(30), ends_at: hoursFromNow(30) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.ends_at).toEqual(['The end must be after the start.']);
  });

  it('refuses a start in the past for members but not for admins', async () => {
    const past = { starts_at: hoursFromNow(-48), ends_at: hoursFromNow(-47) };
    const member = await book(club.pilot.client, club, past);
    expect(member.statusCode).toBe(422);
    expect(member.json().errors).toHaveProperty('starts_at');
    expect((await book(club.admin.client, club, { ...past, membership_id: club.pilot.membership.id })).statusCode).toBe(201);
  });

  it('refuses bookings longer or further ahead than the company allows', async () => {
    await setBookingSettings(t.db, club.company.id, { licence_check: 'ignore', max_duration_hours: 4, max_days_ahead: 10 });
    const long = await book(club.pilot.client, club, { starts_at: hoursFromNow(40), ends_at: hoursFromNow(45) });
    expect(long.json().errors.ends_at[0]).toContain('at most 4 hours');
    const far = await book(club.pilot.client, club, { starts_at: hoursFromNow(24 * 11), ends_at: hoursFromNow(24 * 11 + 1) });
    expect(far.json().errors.starts_at[0]).toContain('10 days ahead');
    await setBookingSettings(t.db, club.company.id, { licence_check: 'ignore' });
  });

  it('refuses grounded and retired aircraft and one that falls due before the end', async () => {
    const grounded = await buildAirplane(t.db, club.company.id, { status: 'grounded', statusReason: 'Reifen defekt' });
    const retired = await buildAirplane(t.db, club.company.id, { status: 'retired' });
    const due = await buildAirplane(t.db, club.company.id);
    await buildMaintenanceItem(t.db, due, { dueOn: hoursFromNow(24 * 3).slice(0, 10) });
    const slot = { starts_at: hoursFromNow(24 * 4), ends_at: hoursFromNow(24 * 4 + 2) };
    for (const airplane of [grounded, retired, due]) {
      const response = await book(club.pilot.client, club, { ...slot, airplane_id: airplane.id });
      expect(response.statusCode, airplane.registration).toBe(422);
      expect(response.json().errors).toHaveProperty('airplane_id');
    }
    const spanningDueDate = await book(club.pilot.client, club, {
      airplane_id: due.id,
      starts_at: hoursFromNow(24 * 2),
      ends_at: hoursFromNow(24 * 2 + 48),
    });
    expect(spanningDueDate.json().errors.airplane_id[0]).toContain('falls due');
  });

  it('refuses an aircraft of another company', async () => {
    const foreign = await buildAirplane(t.db, (await buildCompany(t.db)).id);
    const response = await book(club.pilot.client, club, {
      airplane_id: foreign.id,
      starts_at: hoursFromNow(50),
      ends_at: hoursFromNow(51),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('airplane_id');
  });

  it('refuses a pilot whose membership is not approved', async () => {
    const suspended = await buildMembership(t.db, club.company.id, (await buildUser(t.db)).id, { status: 'suspended' });
    const response = await book(club.admin.client, club, {
      membership_id: suspended.id,
      starts_at: hoursFromNow(60),
      ends_at: hoursFromNow(61),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.membership_id[0]).toContain('not approved');
  });

  it('lets only admins and instructors book for someone else', async () => {
    const response = await book(club.pilot.client, club, {
      membership_id: club.student.membership.id,
      starts_at: hoursFromNow(62),
      ends_at: hoursFromNow(63),
    });
    expect(response.statusCode).toBe(403);
  });

  it('sends a student with an instructor unless solo-cleared', async () => {
    const slot = { starts_at: hoursFromNow(70), ends_at: hoursFromNow(71) };
    const alone = await book(club.student.client, club, slot);
    expect(alone.json().errors.instructor_membership_id[0]).toContain('Students need an instructor');
    const withInstructor = await book(club.student.client, club, {
      ...slot,
      type: 'training',
      instructor_membership_id: club.instructor.membership.id,
    });
    expect(withInstructor.statusCode).toBe(201);
    const notInstructor = await book(club.student.client, club, { ...slot, instructor_membership_id: club.pilot.membership.id });
    expect(notInstructor.json().errors).toHaveProperty('instructor_membership_id');
  });

  it('checks licence and medical per company setting: warn, then block', async () => {
    await t.db.insert(userLicences).values([
      { userId: club.pilot.user.id, kind: 'licence', code: 'PPL(A)' },
      { userId: club.pilot.user.id, kind: 'medical', code: 'CLASS2', expiresOn: hoursFromNow(24 * 5).slice(0, 10) },
      { userId: club.pilot.user.id, kind: 'rating', code: 'SEP', expiresOn: '2030-01-31' },
    ]);
    await setBookingSettings(t.db, club.company.id, { licence_check: 'warn' });
    const valid = await book(club.pilot.client, club, { starts_at: hoursFromNow(80), ends_at: hoursFromNow(81) });
    expect(valid.json().meta.warnings).toEqual([]);
    const warned = await book(club.pilot.client, club, { starts_at: hoursFromNow(24 * 8), ends_at: hoursFromNow(24 * 8 + 1) });
    expect(warned.statusCode).toBe(201);
    expect(warned.json().meta.warnings[0]).toContain('medical');
    await setBookingSettings(t.db, club.company.id, { licence_check: 'block' });
    const blocked = await book(club.pilot.client, club, { starts_at: hoursFromNow(24 * 9), ends_at: hoursFromNow(24 * 9 + 1) });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().errors.membership_id[0]).toContain('medical');
    await setBookingSettings(t.db, club.company.id, { licence_check: 'ignore' });
  });
});
