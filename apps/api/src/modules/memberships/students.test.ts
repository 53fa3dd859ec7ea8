import type { Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn } from '../../../test/client';
import { buildCompany, buildMember } from '../../../test/factories';
import { buildAirplane } from '../../../test/factories/fleet';
import { buildFlight } from '../../../test/factories/flights';
import { bookings } from '../../db/schema';

const t = useTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A club whose instructor flew with one student and is booked with another; a third trains with someone else. */
async function school() {
  const company = await buildCompany(t.db);
  const companyId = company.id;
  const member = async (roles: Role[]) => {
    const built = await buildMember(t.db, roles, companyId);
    return { ...built, client: await signIn(t.app, built.user.email) };
  };
  const club = {
    company,
    admin: await member(['admin']),
    instructor: await member(['instructor', 'member']),
    pilot: await member(['member']),
    student: await member(['student']),
    airplane: await buildAirplane(t.db, companyId),
  };
  const [flown, booked, other] = [
    await buildMember(t.db, ['student'], companyId),
    await buildMember(t.db, ['student'], companyId),
    await buildMember(t.db, ['student'], companyId),
  ];
  const base = { companyId, airplaneId: club.airplane.id };
  await buildFlight(
    t.db,
    { ...base, pilotMembershipId: flown.membership.id },
    { instructorMembershipId: club.instructor.membership.id },
  );
  await t.db.insert(bookings).values({
    ...base,
    membershipId: booked.membership.id,
    instructorMembershipId: club.instructor.membership.id,
    type: 'training',
    startsAt: new Date(Date.now() + DAY),
    endsAt: new Date(Date.now() + DAY + 2 * HOUR),
  });
  return {
    club,
    url: `/api/companies/${companyId}/students`,
    students: { flown: flown.membership.id, booked: booked.membership.id, other: other.membership.id },
  };
}

const byNumber = (a: number, b: number) => a - b;
const ids = (response: { json(): { data: { id: number }[] } }) =>
  response
    .json()
    .data.map((m) => m.id)
    .sort();

describe('GET /api/companies/{id}/students', () => {
  it('lists every student to an admin, and only the students they train to an instructor', async () => {
    const { club, url, students } = await school();
    const { flown, booked, other } = students;
    const all = await club.admin.client.get(url);
    expect(all.statusCode).toBe(200);
    // buildClub's own student is one of the company's students too.
    expect(ids(all)).toEqual([club.student.membership.id, flown, booked, other].sort(byNumber));
    const mine = await club.instructor.client.get(`${url}?permissions[membership]=*`);
    expect(mine.statusCode).toBe(200);
    expect(ids(mine)).toEqual([flown, booked].sort(byNumber));
    expect(mine.json().data[0].permissions).toMatchObject({ update: false, approve: false });
  });

  it('does not count a cancelled booking as training', async () => {
    const { club, url, students } = await school();
    const { booked } = students;
    await t.db.update(bookings).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(bookings.membershipId, booked));
    expect(ids(await club.instructor.client.get(url))).not.toContain(booked);
  });

  it('refuses members and students (403), names a bad page size (422)', async () => {
    const { club, url } = await school();
    expect((await club.pilot.client.get(url)).statusCode).toBe(403);
    expect((await club.student.client.get(url)).statusCode).toBe(403);
    const bad = await club.admin.client.get(`${url}?per_page=1000`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('per_page');
  });

  it('keeps another company’s instructor out (403)', async () => {
    const { url } = await school();
    const outsider = await buildMember(t.db, ['instructor', 'admin']);
    const client = await signIn(t.app, outsider.user.email);
    expect((await client.get(url)).statusCode).toBe(403);
  });
});
