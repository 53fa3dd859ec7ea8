import type { Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { companies } from '../../src/db/schema';
import { signIn, type TestClient } from '../client';
import { buildAirplane } from './fleet';
import { buildCompany, buildMember } from './index';

const HOUR = 3600_000;

/**
 * ISO times whole hours from the next full hour after `now`, so bookings line up like a person makes them.
 * Take one clock per test: reading the time again mid-test can cross an hour and split one check over two.
 */
export function hourClock(now = Date.now()): HourClock {
  const base = Math.ceil(now / HOUR) * HOUR;
  return (hours) => new Date(base + hours * HOUR).toISOString();
}

export type HourClock = (hours: number) => string;

/** A club with an aircraft, an admin, an instructor, a member and a student, each signed in. */
export async function buildClub(app: App, db: Database, settings: Record<string, unknown> = {}) {
  const company = await buildCompany(db, { settings: { booking: { licence_check: 'ignore', ...settings } } });
  const member = async (roles: Role[]) => {
    const built = await buildMember(db, roles, company.id);
    return { ...built, client: await signIn(app, built.user.email) };
  };
  const [admin, instructor, pilot, student] = await Promise.all([
    member(['admin']),
    member(['instructor', 'member']),
    member(['member']),
    member(['student']),
  ]);
  const airplane = await buildAirplane(db, company.id);
  return { company, admin, instructor, pilot, student, airplane };
}

export type Club = Awaited<ReturnType<typeof buildClub>>;

export async function setBookingSettings(db: Database, companyId: number, booking: Record<string, unknown>) {
  await db.update(companies).set({ settings: { booking } }).where(eq(companies.id, companyId));
}

export function book(client: TestClient, club: Club, body: Record<string, unknown>) {
  return client.post(`/api/companies/${club.company.id}/bookings`, { airplane_id: club.airplane.id, ...body });
}
