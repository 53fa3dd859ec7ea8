import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { airportFrequencies, airports, companies, pprRequests, recurringFlights, runways } from '../../src/db/schema';

/** An airfield of its own with a runway and a frequency (the OurAirports fixture is shared; this is not). */
export async function buildAirport(db: Database, overrides: Partial<typeof airports.$inferInsert> = {}) {
  const id = randomInt(800_000_000, 900_000_000);
  const [airport] = await db
    .insert(airports)
    .values({
      id,
      ident: `ZZ${id.toString(36).toUpperCase()}`,
      type: 'small_airport',
      name: `Testplatz ${id}`,
      latitudeDeg: 48.5,
      longitudeDeg: 9.2,
      isoCountry: 'DE',
      municipality: 'Teststadt',
      ...overrides,
    })
    .returning();
  if (!airport) throw new Error('airport not created');
  await db
    .insert(runways)
    .values({ id, airportId: id, lengthFt: 2000, widthFt: 60, surface: 'ASP', leIdent: '08', heIdent: '26' });
  await db.insert(airportFrequencies).values({ id, airportId: id, type: 'INFO', description: 'Test Info', frequencyMhz: 123.45 });
  return airport;
}

/** Turns a company into a fixed base operator at an airfield of its own (or the one given). */
export async function makeOperator(db: Database, companyId: number, airportId?: number) {
  const homeAirportId = airportId ?? (await buildAirport(db)).id;
  const [operator] = await db
    .update(companies)
    .set({ kind: 'fbo', homeAirportId })
    .where(eq(companies.id, companyId))
    .returning();
  if (!operator) throw new Error('operator not made');
  return { ...operator, homeAirportId };
}

/** A PPR request of a pilot to an operator, tomorrow at 10:00 UTC unless told otherwise. */
export async function buildPpr(
  db: Database,
  companyId: number,
  userId: number,
  overrides: Partial<typeof pprRequests.$inferInsert> = {},
) {
  const arrival = new Date(Date.now() + 86_400_000);
  arrival.setUTCHours(10, 0, 0, 0);
  const [row] = await db
    .insert(pprRequests)
    .values({
      companyId,
      userId,
      arrivalAt: arrival,
      departureAt: new Date(arrival.getTime() + 3 * 3_600_000),
      registration: 'D-EXYZ',
      aircraftType: 'C172',
      mtowKg: 1111,
      personsOnBoard: 2,
      purpose: 'Besuch',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('PPR not created');
  return row;
}

/** A daily series of ten flights at 09:00 from tomorrow, in the operator's zone. */
export async function buildSeries(
  db: Database,
  companyId: number,
  overrides: Partial<typeof recurringFlights.$inferInsert> = {},
) {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const [row] = await db
    .insert(recurringFlights)
    .values({
      companyId,
      title: 'Platzrunden Schulung',
      registration: 'D-EFLY',
      startsOn: tomorrow,
      startTime: '09:00',
      durationMinutes: 60,
      timezone: 'Europe/Berlin',
      freq: 'DAILY',
      count: 10,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('series not created');
  return row;
}
