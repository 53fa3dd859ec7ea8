import type { Near } from '@portal/contracts';
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airports } from '../../db/schema';
import { boxesAround, distanceNm } from './airports-near';

/** Where a flight may start or end: aerodromes, not heliports, balloon ports or closed fields. */
const AIRFIELD_TYPES = ['small_airport', 'medium_airport', 'large_airport'];
const METRES_PER_NM = 1852;

export interface NearestAirfield {
  ident: string;
  name: string;
  distanceM: number;
}

/** The airfield nearest to a position within `radiusNm` (an outlanding has none), from the position index. */
export async function nearestAirfield(db: Executor, near: Near, radiusNm = 3): Promise<NearestAirfield | null> {
  const boxes = boxesAround(near, radiusNm);
  if (!boxes) return null;
  const distance = distanceNm(near);
  const [row] = await db
    .select({ ident: airports.ident, name: airports.name, distance })
    .from(airports)
    .where(and(boxes, inArray(airports.type, AIRFIELD_TYPES), sql`${distance} <= ${radiusNm}`))
    .orderBy(asc(distance), asc(airports.id))
    .limit(1);
  return row ? { ident: row.ident, name: row.name, distanceM: Math.round(row.distance * METRES_PER_NM) } : null;
}
