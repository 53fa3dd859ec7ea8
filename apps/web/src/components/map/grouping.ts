import type { MapMarker } from './types';

/** Markers close together on screen, drawn as one pin that lists them; the first one's position is the pin's. */
export interface MarkerGroup {
  key: string;
  anchor: MapMarker;
  markers: MapMarker[];
}

/** A pin's measures in pixels: its card lists up to `maxRows` rows above a stem and a dot on the position. */
export const PIN = { rowHeight: 21, maxRows: 7, chrome: 8, stem: 18, iconWidth: 34, charWidth: 7.5 };

const TILE_SIZE = 512;
const GAP = 4;

/** Web Mercator pixel position at `zoom` (the projection MapLibre draws in). */
export function worldPixel(longitude: number, latitude: number, zoom: number): { x: number; y: number } {
  const size = TILE_SIZE * 2 ** zoom;
  const sin = Math.min(0.9999, Math.max(-0.9999, Math.sin((latitude * Math.PI) / 180)));
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** Width and height of the pin that lists `markers` (card, stem and dot). */
export function pinSize(markers: MapMarker[]): { width: number; height: number } {
  const rows = Math.min(markers.length, PIN.maxRows);
  const longest = Math.max(...markers.slice(0, rows).map((marker) => marker.label.length), 6);
  return { width: PIN.iconWidth + longest * PIN.charWidth, height: PIN.chrome + rows * PIN.rowHeight + PIN.stem };
}

interface Placed extends MarkerGroup {
  x: number;
  y: number;
}

function overlap(a: Placed, b: Placed): boolean {
  const [sa, sb] = [pinSize(a.markers), pinSize(b.markers)];
  const apart = Math.abs(a.x - b.x) >= (sa.width + sb.width) / 2 + GAP;
  const aboveB = a.y + GAP <= b.y - sb.height;
  const aboveA = b.y + GAP <= a.y - sa.height;
  return !apart && !aboveA && !aboveB;
}

/**
 * Gathers markers whose pins would overlap at `zoom`, merging until no two pins touch. Order
 * counts: a marker listed first anchors its group, so list a home base before the aircraft parked there.
 */
export function groupMarkers(markers: MapMarker[], zoom: number): MarkerGroup[] {
  let groups: Placed[] = markers.map((marker) => ({
    key: marker.id,
    anchor: marker,
    markers: [marker],
    ...worldPixel(marker.longitude, marker.latitude, zoom),
  }));
  for (let merged = true; merged; ) {
    merged = false;
    for (let i = 0; i < groups.length && !merged; i++)
      for (let j = i + 1; j < groups.length && !merged; j++) {
        const [a, b] = [groups[i] as Placed, groups[j] as Placed];
        if (!overlap(a, b)) continue;
        a.markers = [...a.markers, ...b.markers];
        groups = groups.filter((group) => group !== b);
        merged = true;
      }
  }
  return groups.map(({ key, anchor, markers: members }) => ({ key, anchor, markers: members }));
}

/** The tallest pin at `zoom`: the room a fitted view needs above its points. */
export const tallestPin = (markers: MapMarker[], zoom: number) =>
  Math.max(0, ...groupMarkers(markers, zoom).map((group) => pinSize(group.markers).height));
