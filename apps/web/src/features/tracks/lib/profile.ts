import type { TrackLine } from '@portal/contracts';

const EARTH_RADIUS_KM = 6371.0088;
export const FEET_PER_METRE = 3.28084;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

type Position = TrackLine['geometry']['coordinates'][number];

function kmBetween([lon1, lat1]: Position, [lon2, lat2]: Position) {
  const dLat = radians(lat2 - lat1);
  const dLon = radians(lon2 - lon1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Profile {
  /** Kilometres flown up to each position. */
  distanceKm: number[];
  /** Altitude in feet at each position (null where the file had none). */
  altitudeFt: (number | null)[];
}

/** The altitude profile of a track's line, over the distance flown. */
export function profileOf(line: TrackLine): Profile {
  const points = line.geometry.coordinates;
  const distanceKm: number[] = [];
  let along = 0;
  points.forEach((point, i) => {
    const before = points[i - 1];
    if (before) along += kmBetween(before, point);
    distanceKm.push(Math.round(along * 10) / 10);
  });
  return {
    distanceKm,
    altitudeFt: points.map(([, , alt]) => (alt === null ? null : Math.round(alt * FEET_PER_METRE))),
  };
}

/** The colour a fraction `t` (0 to 1) of the way along evenly spaced `#rrggbb` stops, as the map blends the line. */
export function shadeAlong(stops: readonly string[], t: number): string {
  const span = Math.min(Math.max(t, 0), 1) * (stops.length - 1);
  const at = Math.min(Math.floor(span), stops.length - 2);
  const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const from = channels(stops[at] ?? '#000000');
  const to = channels(stops[at + 1] ?? '#000000');
  const mixed = from.map((value, i) => Math.round(value + ((to[i] ?? value) - value) * (span - at)));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}
