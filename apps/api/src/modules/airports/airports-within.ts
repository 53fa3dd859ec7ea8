import type { Bbox } from '@portal/contracts';
import { and, asc, eq, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airports } from '../../db/schema';

/** At most this many symbols per view, larger airports first: a map shows no more legibly. */
export const MAX_SYMBOLS = 300;

/**
 * What a zoom shows: large and medium airports far out; over a region also the small airfields with
 * an ICAO ident (EDTH), which pilots fly to; close in every airfield, heliports and the rest too.
 */
function shownAt(zoom: number): SQL {
  if (zoom < 8) return lte(airports.typeRank, 1);
  if (zoom < 10)
    return or(lte(airports.typeRank, 1), and(eq(airports.typeRank, 2), sql`${airports.ident} ~ '^[A-Z]{4}$'`)) as SQL;
  return lte(airports.typeRank, 3);
}

const inBox = (west: number, south: number, east: number, north: number) =>
  sql`point(${airports.longitudeDeg}, ${airports.latitudeDeg}) <@ box(point(${west}, ${south}), point(${east}, ${north}))`;

/** The open airports in a map's box (read from the position index), as few and as large as the zoom calls for. */
export async function airportsWithin(db: Executor, { west, south, east, north }: Bbox, zoom: number) {
  const box =
    west <= east ? inBox(west, south, east, north) : or(inBox(west, south, 180, north), inBox(-180, south, east, north));
  return db
    .select({
      id: airports.id,
      ident: airports.ident,
      type: airports.type,
      latitudeDeg: airports.latitudeDeg,
      longitudeDeg: airports.longitudeDeg,
    })
    .from(airports)
    .where(and(box, shownAt(zoom)))
    .orderBy(asc(airports.typeRank), asc(airports.id))
    .limit(MAX_SYMBOLS);
}
