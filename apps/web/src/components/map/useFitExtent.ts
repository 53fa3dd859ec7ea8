import { type FitBoundsOptions, LngLatBounds, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { tallestPin } from './grouping';
import type { MapLine, MapMarker } from './types';

type LngLat = [number, number];

/** Every position the map should show: the markers' and the lines' points. */
export const extentOf = (markers: MapMarker[], lines: MapLine[] = []): LngLat[] => [
  ...markers.map((marker): LngLat => [marker.longitude, marker.latitude]),
  ...lines.flatMap((line) => line.coordinates),
];

export function boundsOf(points: LngLat[]): LngLatBounds {
  const bounds = new LngLatBounds();
  for (const point of points) bounds.extend(point);
  return bounds;
}

/**
 * The view that shows `points` with every pin's card inside the map: the room at the top is the
 * tallest pin at the zoom a first guess arrives at (a phone gets narrower margins).
 */
export function fitOptions(map: MapLibreMap, points: LngLat[], markers: MapMarker[], maxZoom: number): FitBoundsOptions {
  const { width, height } = map.getContainer().getBoundingClientRect();
  // Half a pin's card each side; below, the scale and the attribution.
  const side = width < 500 ? 56 : 72;
  const guess = { top: 40, bottom: 44, left: side, right: side };
  const zoom = map.cameraForBounds(boundsOf(points), { padding: guess, maxZoom })?.zoom ?? maxZoom;
  const top = Math.min(Math.max(40, tallestPin(markers, zoom) + 12), height / 2);
  return { padding: { ...guess, top }, maxZoom };
}

/** What decides the view: the positions, not the texts beside them. */
const extentKey = (points: LngLat[]) => points.map((point) => point.join(',')).join(';');

/** Shows every marker and line, at once when the map opens, then gliding whenever the positions change. */
export function useFitExtent(map: MapLibreMap | null, markers: MapMarker[], lines: MapLine[], maxZoom: number) {
  const points = extentOf(markers, lines);
  const key = extentKey(points);
  const fittedKey = useRef<string | null>(null);
  const latest = useRef({ points, markers });
  latest.current = { points, markers };
  useEffect(() => {
    if (!map || !key || key === fittedKey.current) return;
    const first = fittedKey.current === null;
    fittedKey.current = key;
    const { points: shown, markers: pins } = latest.current;
    map.fitBounds(boundsOf(shown), { ...fitOptions(map, shown, pins, maxZoom), duration: first ? 0 : 600 });
  }, [map, key, maxZoom]);
}
