import { type AirfieldSymbol, airportsWithinSchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api/client';
import { airportKeys } from '../../lib/queryKeys';
import type { MapViewBox } from './useMapView';

/** Reference data: the airfields change with an OurAirports import, not while the map moves. */
const STALE_MS = 30 * 60_000;

/**
 * The view widened to a grid of its own size, so small moves ask for the same box (and hit the
 * cache), clamped to the map's degrees; a view wider than the world asks for all of it.
 */
export function airfieldBox(view: MapViewBox): { bbox: string; zoom: number } {
  const zoom = Math.floor(view.zoom);
  const step = Math.max(0.05, 360 / 2 ** zoom / 2);
  const thousandths = (value: number) => Math.round(value * 1000) / 1000;
  const snap = (value: number, round: (x: number) => number) => round(value / step) * step;
  const wide = view.east - view.west >= 360 - 2 * step;
  const wrap = (longitude: number) => thousandths(((((longitude + 180) % 360) + 360) % 360) - 180);
  const [west, east] = wide ? [-180, 180] : [wrap(snap(view.west, Math.floor)), wrap(snap(view.east, Math.ceil))];
  const south = Math.max(-90, thousandths(snap(view.south, Math.floor)));
  const north = Math.min(90, thousandths(snap(view.north, Math.ceil)));
  return { bbox: [west, south, east === -180 && west !== -180 ? 180 : east, north].join(','), zoom };
}

const airfieldsQuery = (box: { bbox: string; zoom: number }) =>
  queryOptions({
    queryKey: airportKeys.within(box),
    queryFn: async ({ signal }) => (await api.get('/api/airports/within', airportsWithinSchema, box, signal)).data,
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
    meta: { silent: true },
  });

const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/** The directory's airfields in the view as points with ident and type; none while `enabled` is false. */
export function useAirfields(view: MapViewBox | null, enabled: boolean, hidden: Set<string>) {
  const box = view ? airfieldBox(view) : { bbox: '', zoom: 0 };
  const { data, isFetching } = useQuery({ ...airfieldsQuery(box), enabled: enabled && view !== null });
  const airfields = useMemo(() => (data ? symbols(data, hidden) : EMPTY), [data, hidden]);
  return { airfields, loading: isFetching };
}

function symbols(data: AirfieldSymbol[], hidden: Set<string>): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: data
      .filter((airfield) => !hidden.has(airfield.ident))
      .map((airfield) => ({
        type: 'Feature',
        properties: { ident: airfield.ident, large: airfield.type === 'large_airport' || airfield.type === 'medium_airport' },
        geometry: { type: 'Point', coordinates: [airfield.longitude_deg, airfield.latitude_deg] },
      })),
  };
}
