import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { airportFrequencies, airports, runways } from '../../db/schema';
import type { AirportRow } from './search-airports';

/** By OurAirports id when the key is a number (falling back to an all-digit ident), else by ident. */
export async function findAirport(db: Executor, key: string): Promise<AirportRow | undefined> {
  if (/^\d+$/.test(key)) {
    const [byId] = await db
      .select()
      .from(airports)
      .where(eq(airports.id, Number(key)));
    if (byId) return byId;
  }
  const [byIdent] = await db
    .select()
    .from(airports)
    .where(eq(airports.ident, key.toUpperCase()))
    .orderBy(airports.typeRank)
    .limit(1);
  return byIdent;
}

/** The airports with these ids; an id that names none is left out. */
export async function airportsById(db: Executor, ids: readonly number[]): Promise<AirportRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(airports)
    .where(inArray(airports.id, [...ids]));
}

export async function airportFacilities(db: Executor, airportId: number) {
  const [runwayRows, frequencyRows] = await readAll(db, [
    () => db.select().from(runways).where(eq(runways.airportId, airportId)).orderBy(desc(runways.lengthFt), asc(runways.id)),
    () =>
      db
        .select()
        .from(airportFrequencies)
        .where(eq(airportFrequencies.airportId, airportId))
        .orderBy(asc(airportFrequencies.type), asc(airportFrequencies.frequencyMhz)),
  ]);
  return { runwayRows, frequencyRows };
}
