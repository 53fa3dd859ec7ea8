import { describe, expect, it } from 'vitest';
import { baseStyle } from '../src/components/map/baseStyle';
import { groupMarkers } from '../src/components/map/grouping';
import { mapColors } from '../src/components/map/mapColors';
import type { MapMarker } from '../src/components/map/types';
import { loadWorld } from '../src/components/map/worldData';
import { surfaceOf } from '../src/features/airports/lib/surface';
import { lightScheme } from '../src/lib/theme/palette';

// The map's pure parts, checked here in Node beside the browser tests.
const marker = (id: string, longitude: number, latitude: number): MapMarker => ({
  id,
  kind: 'aircraft',
  longitude,
  latitude,
  label: id,
  description: id,
});

describe('the offline base map', () => {
  it('draws the world without a band across the map where shapes cross the 180th meridian', async () => {
    const world = await loadWorld();
    const rings = world.land.features.flatMap((feature) =>
      feature.geometry.type === 'MultiPolygon' ? feature.geometry.coordinates.flat() : [],
    );
    expect(rings.length).toBeGreaterThan(1000);
    // Only the edge that closes Antarctica over the pole runs across, at 89° S, beyond what the map shows (85° S).
    const jumps = rings.flatMap((ring) =>
      ring.slice(1).filter((point, i) => Math.abs((point[0] ?? 0) - (ring[i]?.[0] ?? 0)) > 180 && point[1] !== -89),
    );
    expect(jumps).toEqual([]);
    // Antarctica is closed over the South Pole, not cut off.
    expect(rings.some((ring) => ring.some(([, latitude]) => latitude === -89))).toBe(true);
  });

  it('uses the operator’s raster tiles over the offline layers when a tile URL is configured', async () => {
    const world = await loadWorld();
    const colors = mapColors(lightScheme.palette as Parameters<typeof mapColors>[0], false);
    const offline = baseStyle({ world, colors, tileUrl: null, lines: [] });
    expect(Object.values(offline.sources).map((source) => source.type)).not.toContain('raster');
    expect(offline.glyphs).toBeUndefined();

    const online = baseStyle({ world, colors, tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', lines: [] });
    expect(online.sources.tiles).toMatchObject({
      type: 'raster',
      tiles: ['a', 'b', 'c'].map((s) => `https://${s}.tiles.example.org/{z}/{x}/{y}.png`),
    });
    const order = online.layers.map((layer) => layer.id);
    expect(order.indexOf('tiles')).toBeGreaterThan(order.indexOf('borders'));
    expect(order.indexOf('tiles')).toBeLessThan(order.indexOf('runways'));
  });
});

describe('map pins', () => {
  it('gathers aircraft parked together on their home base’s pin and keeps one far away on its own', () => {
    const base: MapMarker = { ...marker('EDTY', 9.7839, 49.1183), kind: 'airport' };
    const parked = ['D-EHLB', 'D-ELSV', 'D-EFRB'].map((id, i) => marker(id, 9.7839 - 0.0006 * i, 49.1183 + 0.0004 * i));
    const munich = marker('D-EABC', 11.7861, 48.3538);
    const groups = groupMarkers([base, ...parked, munich], 7);
    expect(groups.map((group) => group.markers.map((m) => m.id))).toEqual([['EDTY', 'D-EHLB', 'D-ELSV', 'D-EFRB'], ['D-EABC']]);
    // Far out, even Munich's pin would overlap the home base's card.
    expect(groupMarkers([base, ...parked, munich], 3)).toHaveLength(1);
    // Close in, each stands alone.
    expect(groupMarkers([base, munich], 12)).toHaveLength(2);
  });
});

describe('runway surfaces', () => {
  it('reads the many spellings OurAirports uses', () => {
    expect(['ASP', 'ASPH-G', 'Asphalt', 'PEM'].map(surfaceOf)).toEqual(['asphalt', 'asphalt', 'asphalt', 'asphalt']);
    expect(['CON', 'CONC', 'concrete'].map(surfaceOf)).toEqual(['concrete', 'concrete', 'concrete']);
    expect(['TURF', 'GRS', 'Grass', 'GRASS / SOD', 'G'].map(surfaceOf)).toEqual(['grass', 'grass', 'grass', 'grass', 'grass']);
    expect(['GRE', 'GVL', 'GRAVEL', 'Piçarra'].map(surfaceOf)).toEqual(['gravel', 'gravel', 'gravel', 'gravel']);
    expect(['WATER', 'DIRT', 'UNK', '', null].map(surfaceOf)).toEqual(['water', 'dirt', null, null, null]);
  });
});
