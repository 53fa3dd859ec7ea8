import type { TrackPoint } from './parse-track';

/** Enough for a smooth line and profile on any screen, small enough to send with the page. */
const MAX_DISPLAY_POINTS = 2000;
const METRES_PER_DEGREE = 111_320;

interface Vec {
  x: number;
  y: number;
  z: number;
}

/**
 * The positions worth drawing (Ramer–Douglas–Peucker in metres, altitude counted as a third
 * dimension so climbs and descents keep their shape): the tolerance grows from 5 m until at most
 * MAX_DISPLAY_POINTS remain. First and last are always kept.
 */
export function simplifyTrack(points: [TrackPoint, ...TrackPoint[]]): TrackPoint[] {
  if (points.length <= MAX_DISPLAY_POINTS) return points;
  const scale = Math.cos((points[0].lat * Math.PI) / 180);
  const xyz = points.map((p) => ({ x: p.lon * METRES_PER_DEGREE * scale, y: p.lat * METRES_PER_DEGREE, z: p.alt ?? 0 }));
  for (let tolerance = 5; ; tolerance *= 2) {
    const keep = keptMask(xyz, tolerance);
    const kept = points.filter((_, i) => keep[i] === 1);
    if (kept.length <= MAX_DISPLAY_POINTS) return kept;
  }
}

function keptMask(xyz: Vec[], tolerance: number): Uint8Array {
  const keep = new Uint8Array(xyz.length);
  keep[0] = 1;
  keep[xyz.length - 1] = 1;
  const stack: [number, number][] = [[0, xyz.length - 1]];
  for (let span = stack.pop(); span; span = stack.pop()) {
    const [first, last] = span;
    const a = xyz[first] as Vec;
    const b = xyz[last] as Vec;
    let farthest = -1;
    let worst = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(xyz[i] as Vec, a, b);
      if (d > worst) {
        worst = d;
        farthest = i;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return keep;
}

function distanceToSegment(p: Vec, a: Vec, b: Vec): number {
  const ab = { x: b.x - a.x, y: b.y - a.y, z: b.z - a.z };
  const ap = { x: p.x - a.x, y: p.y - a.y, z: p.z - a.z };
  const length2 = ab.x ** 2 + ab.y ** 2 + ab.z ** 2;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, (ap.x * ab.x + ap.y * ab.y + ap.z * ab.z) / length2));
  return Math.hypot(ap.x - t * ab.x, ap.y - t * ab.y, ap.z - t * ab.z);
}
