import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { airplanes, flights, logbookEntries } from '../../src/db/schema';
import { signIn } from '../client';
import { buildClub } from './booking';
import { buildAirplane, loadAirportFixture } from './fleet';
import { buildMember } from './index';

const MINUTE = 60_000;

/**
 * A flight row written directly (no checks, no counters): for tests that need one to exist.
 * By default two days ago, 10:00–11:20 UTC block, 70 Hobbs minutes from 0.
 */
export async function buildFlight(
  db: Database,
  base: { companyId: number; airplaneId: number; pilotMembershipId: number },
  overrides: Partial<typeof flights.$inferInsert> = {},
) {
  const day = new Date();
  day.setUTCHours(10, 0, 0, 0);
  const offBlockAt = new Date(day.getTime() - 2 * 24 * 60 * MINUTE);
  const [flight] = await db
    .insert(flights)
    .values({
      ...base,
      departureAirport: 'EDTY',
      arrivalAirport: 'EDTY',
      offBlockAt,
      takeoffAt: new Date(offBlockAt.getTime() + 10 * MINUTE),
      landingAt: new Date(offBlockAt.getTime() + 70 * MINUTE),
      onBlockAt: new Date(offBlockAt.getTime() + 80 * MINUTE),
      hobbsStart: 0,
      hobbsEnd: 70,
      landingsDay: 1,
      ...overrides,
    })
    .returning();
  if (!flight) throw new Error('flight not created');
  return flight;
}

/** A personal logbook line of a user, a one-hour local flight on the given day. */
export async function buildLogbookEntry(
  db: Database,
  userId: number,
  overrides: Partial<typeof logbookEntries.$inferInsert> & { date: string },
) {
  const departureAt = new Date(`${overrides.date}T09:00:00Z`);
  const [entry] = await db
    .insert(logbookEntries)
    .values({
      userId,
      departurePlace: 'EDTY',
      arrivalPlace: 'EDTY',
      departureAt,
      arrivalAt: new Date(departureAt.getTime() + 60 * MINUTE),
      aircraftType: 'C172',
      registration: 'D-EXYZ',
      aircraftCategory: 'sep',
      totalMinutes: 60,
      seMinutes: 60,
      picMinutes: 60,
      picName: 'SELF',
      landingsDay: 1,
      ...overrides,
    })
    .returning();
  if (!entry) throw new Error('logbook entry not created');
  return entry;
}

/** The booking test club (admin, instructor, pilot, student) plus an accountant, with the airport fixture loaded. */
export async function buildFlightClub(app: App, db: Database) {
  const club = await buildClub(app, db);
  await loadAirportFixture(db);
  const accounting = await buildMember(db, ['accounting'], club.company.id);
  return { ...club, accounting: { ...accounting, client: await signIn(app, accounting.user.email) } };
}

export type FlightClub = Awaited<ReturnType<typeof buildFlightClub>>;

/** A fresh aircraft of the club whose counters stand at the given Hobbs and tach readings. */
export function freshAirplane(db: Database, club: FlightClub, hobbs = 0, tach = 0) {
  return buildAirplane(db, club.company.id, { hobbsMinutes: hobbs, tachMinutes: tach });
}

export async function airplaneNow(db: Database, id: number) {
  const [airplane] = await db.select().from(airplanes).where(eq(airplanes.id, id));
  if (!airplane) throw new Error('airplane gone');
  return airplane;
}

/**
 * A flight body: `offBlock` (ISO) starts a block of `block` minutes with 5 minutes of taxi at
 * each end; the Hobbs runs from `hobbs` for the time in the air.
 */
export function flightBody(
  airplaneId: number,
  { offBlock, block = 60, hobbs = 0 }: { offBlock: string; block?: number; hobbs?: number },
  overrides: Record<string, unknown> = {},
) {
  const start = Date.parse(offBlock);
  const at = (minutes: number) => new Date(start + minutes * MINUTE).toISOString();
  return {
    airplane_id: airplaneId,
    departure_airport: 'EDTY',
    arrival_airport: 'EDTY',
    off_block_at: at(0),
    takeoff_at: at(5),
    landing_at: at(block - 5),
    on_block_at: at(block),
    hobbs_start: hobbs,
    hobbs_end: hobbs + block - 10,
    landings_day: 1,
    ...overrides,
  };
}

/** The given UTC hour some days ago, as ISO: a day in the past to hang flights on. */
export function daysAgo(days: number, hour = 9): string {
  const day = new Date();
  day.setUTCHours(hour, 0, 0, 0);
  return new Date(day.getTime() - days * 24 * 60 * MINUTE).toISOString();
}
