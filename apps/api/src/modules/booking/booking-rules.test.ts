import { bookingMessages as says } from '@portal/contracts/booking-messages';
import { dueHobbsReason } from '@portal/contracts/fleet-messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn } from '../../../test/client';
import { buildCompany, buildMember, buildMembership, buildUser } from '../../../test/factories';
import { book, buildClub, type Club, type HourClock, hourClock, setBookingSettings } from '../../../test/factories/booking';
import { buildAirplane, buildMaintenanceItem, buildSquawk } from '../../../test/factories/fleet';
import { buildLogbookEntry } from '../../../test/factories/flights';
import { buildMemberDocument } from '../../../test/factories/member-documents';
import { userLicences } from '../../db/schema';
import { addDays, todayIn } from '../../lib/dates';

describe('booking rules', () => {
  const t = useTestApp();
  let club: Club;
  let at: HourClock;
  beforeEach(async () => {
    at = hourClock();
    club = await buildClub(t.app, t.db);
  });

  it('books a free slot and shows it in the week', async () => {
    const response = await book(club.pilot.client, club, {
      starts_at: at(24),
      ends_at: at(26),
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
      `/api/companies/${club.company.id}/bookings?from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(24 * 7))}`,
    );
    expect(week.statusCode).toBe(200);
    expect(week.json().data.map((b: { id: number }) => b.id)).toContain(data.id);
  });

  it('requires both ends of the window and at most 62 days', async () => {
    const base = `/api/companies/${club.company.id}/bookings`;
    expect((await club.pilot.client.get(`${base}?from=${encodeURIComponent(at(0))}`)).json().errors).toHaveProperty('to');
    const tooLong = await club.pilot.client.get(
      `${base}?from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(24 * 63))}`,
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.to[0]).toContain('62 days');
  });

  it('refuses an end not after the start, naming ends_at', async () => {
    const response = await book(club.pilot.client, club, { starts_at: at(30), ends_at: at(30) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.ends_at).toEqual(['The end must be after the start.']);
  });

  it('refuses a start in the past for members but not for admins', async () => {
    const past = { starts_at: at(-48), ends_at: at(-47) };
    const member = await book(club.pilot.client, club, past);
    expect(member.statusCode).toBe(422);
    expect(member.json().errors).toHaveProperty('starts_at');
    expect((await book(club.admin.client, club, { ...past, membership_id: club.pilot.membership.id })).statusCode).toBe(201);
  });

  it('refuses bookings longer or further ahead than the company allows', async () => {
    await setBookingSettings(t.db, club.company.id, { licence_check: 'ignore', max_duration_hours: 4, max_days_ahead: 10 });
    const long = await book(club.pilot.client, club, { starts_at: at(40), ends_at: at(45) });
    expect(long.json().errors.ends_at[0]).toContain('at most 4 hours');
    const far = await book(club.pilot.client, club, { starts_at: at(24 * 11), ends_at: at(24 * 11 + 1) });
    expect(far.json().errors.starts_at[0]).toContain('10 days ahead');
  });

  it('refuses grounded and retired aircraft and one that falls due before the end', async () => {
    const grounded = await buildAirplane(t.db, club.company.id, { status: 'grounded', statusReason: 'Reifen defekt' });
    const retired = await buildAirplane(t.db, club.company.id, { status: 'retired' });
    const due = await buildAirplane(t.db, club.company.id);
    // The company's day three days ahead: its midnight lies within the 48 hours booked from two days ahead
    // whatever the hour now (the UTC date's midnight in Berlin fell on the start between 22:00 and 23:00 UTC).
    await buildMaintenanceItem(t.db, due, { dueOn: todayIn(club.company.timezone, new Date(at(24 * 3))) });
    const slot = { starts_at: at(24 * 4), ends_at: at(24 * 4 + 2) };
    for (const airplane of [grounded, retired, due]) {
      const response = await book(club.pilot.client, club, { ...slot, airplane_id: airplane.id });
      expect(response.statusCode, airplane.registration).toBe(422);
      expect(response.json().errors).toHaveProperty('airplane_id');
    }
    const spanningDueDate = await book(club.pilot.client, club, {
      airplane_id: due.id,
      starts_at: at(24 * 2),
      ends_at: at(24 * 2 + 48),
    });
    expect(spanningDueDate.json().errors.airplane_id[0]).toContain('falls due');
  });

  it('names a squawk that grounded the aircraft by code, with the squawk as the member wrote it', async () => {
    const airplane = await buildAirplane(t.db, club.company.id);
    const squawk = await buildSquawk(t.db, airplane, { description: 'Bremse links schleift' });
    expect((await club.admin.client.patch(`/api/squawks/${squawk.id}`, { status: 'no_go' })).statusCode).toBe(200);
    const response = await book(club.pilot.client, club, {
      airplane_id: airplane.id,
      starts_at: at(24 * 5),
      ends_at: at(24 * 5 + 2),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error_codes.airplane_id).toEqual([
      { code: 'fleet.grounded_squawk', params: { registration: airplane.registration, description: 'Bremse links schleift' } },
    ]);
  });

  it('names maintenance that grounded the aircraft by Hobbs time by code, with the item as the admin wrote it', async () => {
    const airplane = await buildAirplane(t.db, club.company.id, {
      status: 'grounded',
      statusReason: dueHobbsReason('50-Stunden-Kontrolle', '50:40'),
    });
    const response = await book(club.pilot.client, club, {
      airplane_id: airplane.id,
      starts_at: at(24 * 5),
      ends_at: at(24 * 5 + 2),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error_codes.airplane_id).toEqual([
      {
        code: 'fleet.grounded_due_hobbs',
        params: { registration: airplane.registration, what: '50-Stunden-Kontrolle', hours: '50:40' },
      },
    ]);
  });

  it('refuses an aircraft of another company', async () => {
    const foreign = await buildAirplane(t.db, (await buildCompany(t.db)).id);
    const response = await book(club.pilot.client, club, {
      airplane_id: foreign.id,
      starts_at: at(50),
      ends_at: at(51),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('airplane_id');
  });

  it('refuses a pilot whose membership is not approved', async () => {
    const suspended = await buildMembership(t.db, club.company.id, (await buildUser(t.db)).id, { status: 'suspended' });
    const response = await book(club.admin.client, club, {
      membership_id: suspended.id,
      starts_at: at(60),
      ends_at: at(61),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.membership_id[0]).toContain('not approved');
  });

  it('lets only admins and instructors book for someone else', async () => {
    const response = await book(club.pilot.client, club, {
      membership_id: club.student.membership.id,
      starts_at: at(62),
      ends_at: at(63),
    });
    expect(response.statusCode).toBe(403);
  });

  it('sends a student with an instructor unless solo-cleared', async () => {
    const slot = { starts_at: at(70), ends_at: at(71) };
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
      { userId: club.pilot.user.id, kind: 'medical', code: 'CLASS2', expiresOn: at(24 * 5).slice(0, 10) },
      { userId: club.pilot.user.id, kind: 'rating', code: 'SEP', expiresOn: '2030-01-31' },
    ]);
    await buildLogbookEntry(t.db, club.pilot.user.id, { date: at(-24 * 5).slice(0, 10), landingsDay: 3 });
    await setBookingSettings(t.db, club.company.id, { licence_check: 'warn' });
    const valid = await book(club.pilot.client, club, { starts_at: at(80), ends_at: at(81) });
    expect(valid.json().meta.warnings).toEqual([]);
    const warned = await book(club.pilot.client, club, { starts_at: at(24 * 8), ends_at: at(24 * 8 + 1) });
    expect(warned.statusCode).toBe(201);
    expect(warned.json().meta.warnings[0]).toContain('medical');
    await setBookingSettings(t.db, club.company.id, { licence_check: 'block' });
    const blocked = await book(club.pilot.client, club, { starts_at: at(24 * 9), ends_at: at(24 * 9 + 1) });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().errors.membership_id[0]).toContain('medical');
  });

  it('an expired medical or ZÜP copy the company holds counts like an expired medical record', async () => {
    await t.db.insert(userLicences).values([
      { userId: club.pilot.user.id, kind: 'licence', code: 'PPL(A)' },
      { userId: club.pilot.user.id, kind: 'medical', code: 'CLASS2', expiresOn: '2030-01-31' },
      { userId: club.pilot.user.id, kind: 'rating', code: 'SEP', expiresOn: '2030-01-31' },
    ]);
    await buildLogbookEntry(t.db, club.pilot.user.id, { date: at(-24 * 5).slice(0, 10), landingsDay: 3 });
    await setBookingSettings(t.db, club.company.id, { licence_check: 'block' });
    const copyExpires = at(24 * 5).slice(0, 10);
    await buildMemberDocument(t.db, club.pilot.membership, club.pilot.user.id, copyExpires);
    const before = await book(club.pilot.client, club, { starts_at: at(80), ends_at: at(81) });
    expect(before.statusCode, before.body).toBe(201);
    const after = await book(club.pilot.client, club, { starts_at: at(24 * 8), ends_at: at(24 * 8 + 1) });
    expect(after.statusCode).toBe(422);
    expect(after.json().errors.membership_id[0]).toBe(says.medicalCopyExpired(at(24 * 8).slice(0, 10)).message);
    await buildMemberDocument(t.db, club.pilot.membership, club.pilot.user.id, '2030-01-31');
    expect((await book(club.pilot.client, club, { starts_at: at(24 * 8), ends_at: at(24 * 8 + 1) })).statusCode).toBe(201);
  });

  describe('90-day passenger currency', () => {
    let pilot: Awaited<ReturnType<typeof licensedPilot>>;
    const slotOn = (day: number) => ({ starts_at: at(24 * day), ends_at: at(24 * day + 1) });
    const dayOf = (slot: { starts_at: string }) => slot.starts_at.slice(0, 10);
    const landed = (date: string, landingsDay: number) => buildLogbookEntry(t.db, pilot.user.id, { date, landingsDay });

    async function licensedPilot() {
      const built = await buildMember(t.db, ['member'], club.company.id);
      await t.db.insert(userLicences).values([
        { userId: built.user.id, kind: 'licence', code: 'PPL(A)' },
        { userId: built.user.id, kind: 'medical', code: 'CLASS2', expiresOn: '2099-12-31' },
        { userId: built.user.id, kind: 'rating', code: 'SEP', expiresOn: '2099-12-31' },
      ]);
      return { ...built, client: await signIn(t.app, built.user.email) };
    }

    beforeEach(async () => {
      pilot = await licensedPilot();
    });

    it('warns a pilot with two landings in 90 days, in warn and in block mode, and books', async () => {
      await landed(addDays(dayOf(slotOn(100)), -30), 2);
      for (const [mode, slot] of [
        ['warn', slotOn(100)],
        ['block', slotOn(101)],
      ] as const) {
        await setBookingSettings(t.db, club.company.id, { licence_check: mode });
        const response = await book(pilot.client, club, slot);
        expect(response.statusCode, mode).toBe(201);
        const warning = says.notCurrent(2, 3, 90, dayOf(slot));
        expect(response.json().meta.warnings, mode).toEqual([warning.message]);
        expect(response.json().meta.warning_codes, mode).toEqual([
          { code: 'booking.not_current', params: { landings: 2, needed: 3, days: 90, day: dayOf(slot) } },
        ]);
      }
      expect(says.notCurrent(2, 3, 90, '2026-11-24').message).toBe(
        'Not current to carry passengers: 2 of 3 take-offs and landings logged in the 90 days before 24.11.2026.',
      );
      await setBookingSettings(t.db, club.company.id, { licence_check: 'ignore' });
      expect((await book(pilot.client, club, slotOn(102))).json().meta.warnings).toEqual([]);
    });

    it('counts the third landing exactly 90 days before the booking day, not 91', async () => {
      await setBookingSettings(t.db, club.company.id, { licence_check: 'warn' });
      const edge = slotOn(110);
      await landed(addDays(dayOf(edge), -30), 2);
      await landed(addDays(dayOf(edge), -90), 1);
      const current = await book(pilot.client, club, edge);
      expect(current.statusCode).toBe(201);
      expect(current.json().meta.warnings).toEqual([]);
      const dayAfter = slotOn(111);
      expect((await book(pilot.client, club, dayAfter)).json().meta.warnings).toEqual([
        says.notCurrent(2, 3, 90, dayOf(dayAfter)).message,
      ]);
    });

    it('does not warn a current pilot, nor a pilot flying with an instructor', async () => {
      await setBookingSettings(t.db, club.company.id, { licence_check: 'block' });
      await landed(addDays(dayOf(slotOn(120)), -30), 2);
      await landed(addDays(dayOf(slotOn(120)), -1), 1);
      expect((await book(pilot.client, club, slotOn(120))).json().meta.warnings).toEqual([]);
      const rusty = await licensedPilot();
      const dual = await book(rusty.client, club, {
        ...slotOn(121),
        type: 'training',
        instructor_membership_id: club.instructor.membership.id,
      });
      expect(dual.statusCode).toBe(201);
      expect(dual.json().meta.warnings).toEqual([]);
    });
  });
});
