import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import type { MapViewBox } from './useMapView';

/** A town as scripts/build-towns.ts writes it: name, longitude, latitude, population in thousands. */
type TownRow = [string, number, number, number];

/**
 * The tiers scripts/build-towns.ts writes (keep in step): the largest cities of the world in one
 * file, then towns by cells of `cell` degrees, loaded once the map is zoomed in to `minzoom`.
 */
const TOWN_TIERS = [
  { name: 'world', cell: 360, minzoom: 0 },
  { name: 'region', cell: 20, minzoom: 5 },
  { name: 'local', cell: 10, minzoom: 7 },
];

// URLs only: each file is fetched when a view needs it, never bundled or cached ahead by the service worker.
const FILES = import.meta.glob<string>('./towns/*/*.json', { query: '?url&no-inline', import: 'default', eager: true });

const loaded = new Map<string, Promise<TownRow[]>>();

function townsIn(url: string): Promise<TownRow[]> {
  let towns = loaded.get(url);
  if (!towns) {
    towns = fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<TownRow[]>) : []))
      .catch(() => {
        // Offline before the file was ever read: no towns now, another try with the next view.
        loaded.delete(url);
        return [];
      });
    loaded.set(url, towns);
  }
  return towns;
}

/** The files the view covers: the cells of every tier its zoom has reached. */
export function townFiles(view: MapViewBox): string[] {
  const files: string[] = [];
  for (const tier of TOWN_TIERS) {
    if (view.zoom < tier.minzoom) continue;
    const cells = 360 / tier.cell;
    const [x0, x1] = [Math.floor((view.west + 180) / tier.cell), Math.floor((view.east + 180) / tier.cell)];
    const [y0, y1] = [Math.floor((view.south + 90) / tier.cell), Math.floor((Math.min(view.north, 89.9) + 90) / tier.cell)];
    for (let x = x0; x <= Math.min(x1, x0 + cells - 1); x++)
      for (let y = Math.max(0, y0); y <= y1; y++) {
        const url = FILES[`./towns/${tier.name}/${((x % cells) + cells) % cells}_${y}.json`];
        if (url) files.push(url);
      }
  }
  return files;
}

const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * The towns of the view's cells as points with their name and population (thousands), loaded as
 * the view needs them; `loading` while a newly covered cell is on its way.
 */
export function useTowns(map: MapLibreMap | null, view: MapViewBox | null) {
  const [towns, setTowns] = useState({ key: '', data: EMPTY });
  const key = view && map ? townFiles(view).join(' ') : '';
  useEffect(() => {
    if (!key) return;
    let current = true;
    void Promise.all(key.split(' ').map(townsIn)).then((files) => {
      if (!current) return;
      setTowns({
        key,
        data: {
          type: 'FeatureCollection',
          features: files.flat().map(([name, longitude, latitude, thousands]) => ({
            type: 'Feature',
            properties: { name, k: thousands },
            geometry: { type: 'Point', coordinates: [longitude, latitude] },
          })),
        },
      });
    });
    return () => {
      current = false;
    };
  }, [key]);
  return { towns: towns.data, loading: towns.key !== key };
}
