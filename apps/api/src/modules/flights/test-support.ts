import { eq } from 'drizzle-orm';
import { signIn } from '../../../test/client';
import { buildMember } from '../../../test/factories';
import { buildClub } from '../../../test/factories/booking';
import { buildAirplane, loadAirportFixture } from '../../../test/factories/fleet';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { airplanes } from '../../db/schema';

const MINUTE = 60_000;

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
