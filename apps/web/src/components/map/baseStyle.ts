import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import { graticule } from './graticule';
import type { MapColors } from './mapColors';
import { placeLayers } from './placeLayers';
import { trackLayers } from './trackLayers';
import type { MapLine, MapTrack } from './types';
import type { WorldData } from './worldData';

interface StyleInput {
  world: WorldData;
  colors: MapColors;
  /** An operator's raster tiles ({z}/{x}/{y}), drawn over the offline map when configured. */
  tileUrl: string | null;
  lines: MapLine[];
  track?: MapTrack;
}

/** Natural Earth 1:50 m holds no more detail than zoom 8 shows; deeper tiles are drawn from those of zoom 9. */
const geojson = (data: GeoJSON.GeoJSON, maxzoom = 9): SourceSpecification => ({ type: 'geojson', data, maxzoom });
/** Towns and airfields follow the view: their sources start empty and are filled as it moves (useSourceData). */
const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/** Web Mercator pixels per metre at zoom 0 on the line's latitude: the runway's width times 2^zoom is its width on screen. */
const pixelsPerMetre = (latitude: number) => 512 / (40_075_017 * Math.cos((latitude * Math.PI) / 180));

const runways = (lines: MapLine[]): GeoJSON.FeatureCollection => ({
  type: 'FeatureCollection',
  features: lines.map((line) => ({
    type: 'Feature',
    id: line.id,
    properties: { width: line.widthMeters * pixelsPerMetre(line.coordinates[0]?.[1] ?? 0), paved: line.paved },
    geometry: { type: 'LineString', coordinates: line.coordinates },
  })),
});

/** Grids by zoom: 10° far out, 1° over a country, 15′ over a region, 5′ around an airfield. */
const GRIDS = [
  { minutes: 600, minzoom: 0, maxzoom: 5 },
  { minutes: 60, minzoom: 5, maxzoom: 8 },
  { minutes: 15, minzoom: 8, maxzoom: 10 },
  { minutes: 5, minzoom: 10, maxzoom: 24 },
];

function tileLayers(tileUrl: string | null): { sources: Record<string, SourceSpecification>; layers: LayerSpecification[] } {
  if (!tileUrl) return { sources: {}, layers: [] };
  const urls = /\{s\}/.test(tileUrl) ? ['a', 'b', 'c'].map((s) => tileUrl.replace('{s}', s)) : [tileUrl];
  return {
    sources: { tiles: { type: 'raster', tiles: urls, tileSize: 256, maxzoom: 19 } },
    layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
  };
}

/**
 * The map without any tile server: water as the background, Natural Earth land with its coastline,
 * borders, a grid of meridians and parallels, the runways to scale, then towns and airfields, and a
 * flight's track on top.
 */
export function baseStyle({ world, colors, tileUrl, lines, track }: StyleInput): StyleSpecification {
  const tiles = tileLayers(tileUrl);
  const flown = trackLayers(track, colors);
  return {
    version: 8,
    sources: {
      land: geojson(world.land),
      borders: geojson(world.borders),
      ...Object.fromEntries(
        GRIDS.map((grid) => [`grid${grid.minutes}`, geojson(graticule(grid.minutes), Math.min(grid.maxzoom, 12))]),
      ),
      ...tiles.sources,
      overlay: geojson(runways(lines), 16),
      towns: geojson(EMPTY, 12),
      airfields: geojson(EMPTY, 14),
      ...flown.sources,
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': colors.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': colors.land, 'fill-antialias': true } },
      ...GRIDS.map(
        ({ minutes, minzoom, maxzoom }): LayerSpecification => ({
          id: `grid-${minutes}`,
          type: 'line',
          source: `grid${minutes}`,
          minzoom,
          maxzoom,
          paint: { 'line-color': colors.graticule, 'line-width': 1 },
        }),
      ),
      {
        id: 'coastlines',
        type: 'line',
        source: 'land',
        paint: { 'line-color': colors.coast, 'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.6, 8, 1.6] },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: {
          'line-color': colors.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.6, 8, 1.8],
          'line-dasharray': [3, 2],
        },
      },
      ...tiles.layers,
      {
        id: 'runways',
        type: 'line',
        source: 'overlay',
        layout: { 'line-cap': 'butt' },
        paint: {
          'line-color': ['case', ['get', 'paved'], colors.runway, colors.grassRunway],
          'line-width': [
            'interpolate',
            ['exponential', 2],
            ['zoom'],
            8,
            ['max', 2, ['*', ['get', 'width'], 2 ** 8]],
            18,
            ['*', ['get', 'width'], 2 ** 18],
          ],
        },
      },
      ...placeLayers(colors),
      ...flown.layers,
    ],
  };
}
