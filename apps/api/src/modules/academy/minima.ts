import type { Minima } from '@portal/contracts';
import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airports, logbookEntries } from '../../db/schema';

/** PPL(A) flight time minima (FCL.210.A), in minutes, and the long cross-country's distance. */
export const PPL_MINIMA = {
  total: 45 * 60,
  dual: 25 * 60,
  supervisedSolo: 10 * 60,
  soloCrossCountry: 5 * 60,
  longCrossCountryNm: 150,
  longCrossCountryLandings: 2,
} as const;

/** One logbook line as the minima read it. */
export interface MinimaLeg {
  date: string;
  departureAt: Date | null;
  departurePlace: string | null;
  arrivalPlace: string | null;
  totalMinutes: number;
  dualMinutes: number;
  picMinutes: number;
}

export type Position = { lat: number; lon: number };

const EARTH_RADIUS_NM = 3440.065;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in nautical miles. */
export function distanceNm(a: Position, b: Position): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const away = (leg: MinimaLeg) =>
  leg.departurePlace !== null && leg.arrivalPlace !== null && leg.departurePlace !== leg.arrivalPlace;

/**
 * The long solo cross-country: one day's solo legs, in order, from the first departure, of at least
 * 150 NM in all, with full-stop landings at two or more aerodromes other than the one of departure.
 * The day with the longest such route is taken.
 */
function longCrossCountry(solo: readonly MinimaLeg[], positions: Map<string, Position>): Minima['long_cross_country'] {
  const days = new Map<string, MinimaLeg[]>();
  for (const leg of solo) if (leg.departurePlace && leg.arrivalPlace) days.set(leg.date, [...(days.get(leg.date) ?? []), leg]);
  let best: Minima['long_cross_country'] = { done: false, date: null, distance_nm: null, route: [] };
  for (const [date, legs] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
    legs.sort((a, b) => (a.departureAt?.getTime() ?? 0) - (b.departureAt?.getTime() ?? 0));
    const home = legs[0]?.departurePlace as string;
    const route = [home, ...legs.map((leg) => leg.arrivalPlace as string)];
    const landingsAway = new Set(route.slice(1).filter((place) => place !== home)).size;
    let distance = 0;
    let known = true;
    for (const leg of legs) {
      const from = positions.get(leg.departurePlace as string);
      const to = positions.get(leg.arrivalPlace as string);
      if (!from || !to) known = false;
      else distance += distanceNm(from, to);
    }
    const qualifies = known && distance >= PPL_MINIMA.longCrossCountryNm && landingsAway >= PPL_MINIMA.longCrossCountryLandings;
    if (qualifies && (!best.done || distance > (best.distance_nm ?? 0)))
      best = { done: true, date, distance_nm: Math.round(distance), route };
  }
  return best;
}

/** The minima from the student's logbook lines: dual time, solo (PIC while a student) time and the solo cross-country. */
export function computeMinima(legs: readonly MinimaLeg[], positions: Map<string, Position>): Minima {
  const sum = (rows: readonly MinimaLeg[], pick: (leg: MinimaLeg) => number) => rows.reduce((n, leg) => n + pick(leg), 0);
  const solo = legs.filter((leg) => leg.picMinutes > 0);
  const minimum = (done: number, required: number) => ({ done_minutes: done, required_minutes: required });
  const total = minimum(
    sum(legs, (leg) => leg.totalMinutes),
    PPL_MINIMA.total,
  );
  const dual = minimum(
    sum(legs, (leg) => leg.dualMinutes),
    PPL_MINIMA.dual,
  );
  const supervisedSolo = minimum(
    sum(solo, (leg) => leg.picMinutes),
    PPL_MINIMA.supervisedSolo,
  );
  const soloCrossCountry = minimum(
    sum(solo.filter(away), (leg) => leg.picMinutes),
    PPL_MINIMA.soloCrossCountry,
  );
  const long = longCrossCountry(solo, positions);
  const met = [total, dual, supervisedSolo, soloCrossCountry].every((m) => m.done_minutes >= m.required_minutes) && long.done;
  return {
    total,
    dual,
    supervised_solo: supervisedSolo,
    solo_cross_country: soloCrossCountry,
    long_cross_country: long,
    met,
  };
}

/** The user's logbook lines that count (flights, not FSTD sessions) and the positions of their aerodromes. */
export async function loadMinimaInput(db: Executor, userId: number) {
  const legs = await db
    .select({
      date: logbookEntries.date,
      departureAt: logbookEntries.departureAt,
      departurePlace: logbookEntries.departurePlace,
      arrivalPlace: logbookEntries.arrivalPlace,
      totalMinutes: logbookEntries.totalMinutes,
      dualMinutes: logbookEntries.dualMinutes,
      picMinutes: logbookEntries.picMinutes,
    })
    .from(logbookEntries)
    .where(and(eq(logbookEntries.userId, userId), or(gt(logbookEntries.totalMinutes, 0), gt(logbookEntries.picMinutes, 0))))
    .orderBy(asc(logbookEntries.date), asc(logbookEntries.departureAt));
  const places = [
    ...new Set(legs.filter((leg) => leg.picMinutes > 0).flatMap((leg) => [leg.departurePlace, leg.arrivalPlace])),
  ].filter((place): place is string => place !== null);
  const positions = new Map<string, Position>();
  if (places.length) {
    const rows = await db
      .select({ ident: airports.ident, lat: airports.latitudeDeg, lon: airports.longitudeDeg })
      .from(airports)
      .where(inArray(airports.ident, places));
    for (const row of rows) if (!positions.has(row.ident)) positions.set(row.ident, { lat: row.lat, lon: row.lon });
  }
  return { legs, positions };
}
