import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { flatLand, flatLines } from './antimeridian';

/** The offline base map: land (its outline is the coastline) and country borders from Natural Earth (1:50 m, world-atlas). */
export interface WorldData {
  land: FeatureCollection;
  borders: MultiLineString;
}

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

let world: WorldData | null = null;
let loading: Promise<WorldData> | null = null;

/** Loads and converts the shipped TopoJSON once; later maps reuse it. */
export function loadWorld(): Promise<WorldData> {
  loading ??= import('world-atlas/countries-50m.json').then((module) => {
    const topology = module.default as unknown as Countries;
    world = {
      land: flatLand(feature(topology, topology.objects.land)),
      borders: flatLines(mesh(topology, topology.objects.countries, (a, b) => a !== b)),
    };
    return world;
  });
  return loading;
}

/** The world once `loadWorld` has finished (the map's lazy import waits for it). */
export function loadedWorld(): WorldData {
  if (!world) throw new Error('loadWorld() must finish before the map renders');
  return world;
}
