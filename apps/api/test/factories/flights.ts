import type { Database } from '../../src/db/client';
import { flights, logbookEntries } from '../../src/db/schema';

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
