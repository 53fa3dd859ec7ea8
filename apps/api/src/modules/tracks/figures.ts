import type { TrackPoint } from './parse-track';

const EARTH_RADIUS_M = 6_371_008.8;
/** Faster than this over ground for half a minute is flying (30 kt; a glider's winch launch is faster too). */
const FLYING_MPS = 30 * 0.514444;
const WINDOW_MS = 30_000;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function metresBetween(a: TrackPoint, b: TrackPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface RawFigures {
  distanceM: number;
  maxAltitudeM: number | null;
  startedAt: Date | null;
  endedAt: Date | null;
  /** The take-off and landing positions (the first and last when the file has no times). */
  takeoff: TrackPoint;
  landing: TrackPoint;
  takeoffAt: Date | null;
  landingAt: Date | null;
}

/** A fix with its time and the distance flown up to it. */
interface Timed {
  point: TrackPoint;
  time: number;
  along: number;
}

/** What the whole (unsimplified) track says: distance, highest point, first and last time, take-off and landing. */
export function trackFigures(points: [TrackPoint, TrackPoint, ...TrackPoint[]]): RawFigures {
  const [first] = points;
  const last = points[points.length - 1] ?? first;
  let along = 0;
  let maxAltitude: number | null = null;
  const timed: Timed[] = [];
  points.forEach((point, i) => {
    const before = points[i - 1];
    if (before) along += metresBetween(before, point);
    if (point.alt !== null) maxAltitude = Math.max(maxAltitude ?? point.alt, point.alt);
    if (point.time !== null) timed.push({ point, time: point.time, along });
  });
  const ordered = timed.every((fix, i) => fix.time >= (timed[i - 1]?.time ?? fix.time));
  const takeoff = ordered ? flyingFrom(timed) : undefined;
  const landing = ordered ? flyingFrom(timed.toReversed()) : undefined;
  const times = timed.map((fix) => fix.time);
  return {
    distanceM: Math.round(along),
    maxAltitudeM: maxAltitude === null ? null : Math.round(maxAltitude),
    startedAt: times.length ? new Date(times.reduce((a, b) => Math.min(a, b))) : null,
    endedAt: times.length ? new Date(times.reduce((a, b) => Math.max(a, b))) : null,
    takeoff: takeoff?.point ?? first,
    landing: landing?.point ?? last,
    takeoffAt: takeoff ? new Date(takeoff.time) : null,
    landingAt: landing ? new Date(landing.time) : null,
  };
}

const isFlying = (a: Timed, b: Timed) =>
  a.time !== b.time && Math.abs(b.along - a.along) / (Math.abs(b.time - a.time) / 1000) >= FLYING_MPS;

/**
 * The first fix from which the next is reached at flying speed and the next half minute (in the
 * list's direction) averages it: the take-off in recorded order, the landing in reverse.
 */
function flyingFrom(timed: Timed[]): Timed | undefined {
  let j = 0;
  for (let i = 0; i < timed.length; i++) {
    const from = timed[i] as Timed;
    j = Math.max(j, i);
    while (j < timed.length - 1 && Math.abs((timed[j] as Timed).time - from.time) < WINDOW_MS) j++;
    const to = timed[j] as Timed;
    const next = timed[i + 1];
    if (!next || !isFlying(from, next)) continue;
    if (Math.abs(to.time - from.time) >= WINDOW_MS && isFlying(from, to)) return from;
  }
  return undefined;
}
