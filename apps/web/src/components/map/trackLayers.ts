import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';
import type { MapColors } from './mapColors';
import type { MapTrack } from './types';

/** The lowest and highest altitude of a track (0 and 1 without altitudes), never equal. */
export function altitudeRange(coordinates: MapTrack['coordinates']): [number, number] {
  const altitudes = coordinates.map((c) => c[2]).filter((alt): alt is number => alt !== null);
  if (!altitudes.length) return [0, 1];
  const low = altitudes.reduce((a, b) => Math.min(a, b));
  const high = altitudes.reduce((a, b) => Math.max(a, b));
  return [low, Math.max(high, low + 1)];
}

/** One feature per leg between two positions, carrying its mean altitude and the index of its start. */
function legs(coordinates: MapTrack['coordinates']): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: coordinates.slice(1).map((to, i) => {
      const from = coordinates[i] ?? to;
      return {
        type: 'Feature',
        properties: { index: i, alt: ((from[2] ?? 0) + (to[2] ?? 0)) / 2 },
        geometry: {
          type: 'LineString',
          coordinates: [
            [from[0], from[1]],
            [to[0], to[1]],
          ],
        },
      };
    }),
  };
}

/** The track's source and layers: a dark casing for contrast, the line coloured by altitude above it. */
export function trackLayers(
  track: MapTrack | undefined,
  colors: Pick<MapColors, 'halo' | 'altitude'>,
): { sources: Record<string, SourceSpecification>; layers: LayerSpecification[] } {
  if (!track) return { sources: {}, layers: [] };
  const [low, high] = altitudeRange(track.coordinates);
  const [green, amber, red] = colors.altitude;
  return {
    sources: { track: { type: 'geojson', data: legs(track.coordinates) } },
    layers: [
      {
        id: 'track-casing',
        type: 'line',
        source: 'track',
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': colors.halo, 'line-width': 7 },
      },
      {
        id: 'track-line',
        type: 'line',
        source: 'track',
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': ['interpolate', ['linear'], ['get', 'alt'], low, green, (low + high) / 2, amber, high, red],
          'line-width': 4,
        },
      },
    ],
  };
}
