import type { Near } from '@portal/contracts';
import { and, asc, getTableColumns, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airports } from '../../db/schema';
import { countUpTo } from './ranked-search';
import { MAX_RESULTS } from './search-terms';

const EARTH_RADIUS_NM = 3440.065;
/** Search radii in nautical miles: most pages are found within the first, remote places need the wider ones. */
const RADII_NM = [60, 250, 1000];

/** Great-circle distance in nautical miles from `near` (haversine). */
export const distanceNm = ({ latitude, longitude }: Near) =>
  sql<number>`${EARTH_RADIUS_NM * 2} * asin(sqrt(
    power(sin(radians(${airports.latitudeDeg} - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(${airports.latitudeDeg}))
      * power(sin(radians(${airports.longitudeDeg} - ${longitude}) / 2), 2)))`.mapWith(Number);

/** The airport's position as the GiST index `airports_position_idx` holds it. */
const position = sql`point(${airports.longitudeDeg}, ${airports.latitudeDeg})`;

const inBox = (west: number, south: number, east: number, north: number) =>
  sql`${position} <@ box(point(${west}, ${south}), point(${east}, ${north}))`;

/**
 * The degrees around `near` that hold every point within `radius` NM, as one or two boxes (split at
 * the antimeridian); null when the circle reaches a pole and only the whole map holds it.
 */
export function boxesAround({ latitude, longitude }: Near, radius: number): SQL | null {
  const dLat = radius / 60;
  const south = latitude - dLat;
  const north = latitude + dLat;
  if (south <= -90 || north >= 90) return null;
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const dLon = dLat / Math.cos((widest * Math.PI) / 180);
  if (dLon >= 180) return null;
  const [west, east] = [longitude - dLon, longitude + dLon];
  if (west < -180) return or(inBox(west + 360, south, 180, north), inBox(-180, south, east, north)) as SQL;
  if (east > 180) return or(inBox(west, south, 180, north), inBox(-180, south, east - 360, north)) as SQL;
  return inBox(west, south, east, north);
}

export type NearAirportRow = typeof airports.$inferSelect & { distanceNm: number };

/**
 * A page of airports nearest to `near` first, each with its distance. The position index finds the
 * airports in a box around the point; when the box holds fewer than the page needs within its
 * circle, a wider one is tried, and only then the whole list. Closed airports are left out unless
 * asked for by type. The total is counted up to MAX_RESULTS.
 */
export async function airportsNear(
  db: Executor,
  near: Near,
  filters: SQL[],
  { page, perPage, closedAsked }: { page: number; perPage: number; closedAsked: boolean },
): Promise<{ rows: NearAirportRow[]; total: number }> {
  const conditions = closedAsked ? filters : [...filters, ne(airports.type, 'closed')];
  const offset = (page - 1) * perPage;
  const need = Math.min(offset + perPage, MAX_RESULTS);
  if (need <= offset) return { rows: [], total: await countUpTo(db, and(...conditions), MAX_RESULTS) };
  const distance = distanceNm(near);
  const nearest = (within: SQL[]) =>
    db
      .select({ ...getTableColumns(airports), distanceNm: distance })
      .from(airports)
      .where(and(...conditions, ...within))
      .orderBy(asc(distance), asc(airports.id))
      .limit(need);
  const rows = await (async () => {
    for (const radius of RADII_NM) {
      const boxes = boxesAround(near, radius);
      if (!boxes) break;
      const found = await nearest([boxes, sql`${distance} <= ${radius}`]);
      if (found.length >= need) return found;
    }
    return nearest([]);
  })();
  return { rows: rows.slice(offset), total: await countUpTo(db, and(...conditions), MAX_RESULTS) };
}
