import type { FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';

/**
 * world-atlas stitches shapes across the 180th meridian (Russia, Fiji, Antarctica), so a ring may
 * jump from 179.9° to -180°: drawn flat, that is a band across the whole map. Here longitudes are
 * made continuous instead (MapLibre draws beyond ±180°), and a ring around a pole is closed over it.
 */
function unwrap(line: Position[]): Position[] {
  let shift = 0;
  return line.map(([longitude = 0, latitude = 0], index) => {
    const previous = line[index - 1]?.[0];
    if (previous !== undefined) {
      const step = longitude - previous;
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    return [longitude + shift, latitude];
  });
}

const POLE_EDGE = 89;

/** The polygon's rings as polygons that draw flat: continuous rings, a ring around a pole closed over it. */
function flatPolygons(rings: Position[][]): Position[][][] {
  const unwrapped = rings.map(unwrap);
  const circling = unwrapped.filter((ring) => Math.abs((ring.at(-1)?.[0] ?? 0) - (ring[0]?.[0] ?? 0)) >= 180);
  if (circling.length === 0) return [unwrapped];
  // Natural Earth's edge along the pole itself is dropped; the coast is closed over the pole instead.
  return circling
    .filter((ring) => ring.every(([, latitude = 0]) => Math.abs(latitude) < POLE_EDGE))
    .map((ring) => {
      const pole = Math.sign(ring.reduce((sum, [, latitude = 0]) => sum + latitude, 0)) * POLE_EDGE;
      const first = ring[0] ?? [0, 0];
      const last = ring.at(-1) ?? [0, 0];
      return [[...ring, [last[0] ?? 0, pole], [first[0] ?? 0, pole], first]];
    });
}

export function flatLand(land: FeatureCollection): FeatureCollection<MultiPolygon> {
  return {
    type: 'FeatureCollection',
    features: land.features.map((feature) => {
      const geometry = feature.geometry as Polygon | MultiPolygon;
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      return { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: polygons.flatMap(flatPolygons) } };
    }),
  };
}

export const flatLines = (lines: MultiLineString): MultiLineString => ({
  type: 'MultiLineString',
  coordinates: lines.coordinates.map(unwrap),
});
