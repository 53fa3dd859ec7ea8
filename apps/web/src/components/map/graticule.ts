/**
 * Meridians and parallels every `minutes` of arc: the reference grid that gives an empty stretch of
 * land its scale (counted in whole minutes, so no rounding creeps in).
 */
export function graticule(minutes: number): GeoJSON.MultiLineString {
  const coordinates: [number, number][][] = [];
  for (let m = -180 * 60; m <= 180 * 60; m += minutes)
    coordinates.push([
      [m / 60, -85],
      [m / 60, 85],
    ]);
  for (let m = -80 * 60; m <= 80 * 60; m += minutes)
    coordinates.push([
      [-180, m / 60],
      [0, m / 60],
      [180, m / 60],
    ]);
  return { type: 'MultiLineString', coordinates };
}
