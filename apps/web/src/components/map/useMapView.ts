import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';

/** What the map shows: its box in degrees (west may pass -180 or 180 when the view crosses the antimeridian) and its zoom. */
export interface MapViewBox {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

/** The map's view once each move ends (not on every frame). */
export function useMapView(map: MapLibreMap | null): MapViewBox | null {
  const [view, setView] = useState<MapViewBox | null>(null);
  useEffect(() => {
    if (!map) return;
    const update = () => {
      const bounds = map.getBounds();
      setView({
        west: bounds.getWest(),
        south: bounds.getSouth(),
        east: bounds.getEast(),
        north: bounds.getNorth(),
        zoom: map.getZoom(),
      });
    };
    update();
    map.on('moveend', update);
    return () => void map.off('moveend', update);
  }, [map]);
  return view;
}

/** Puts `data` into the style's GeoJSON source `id` once the style has it, and again after every style change. */
export function useSourceData(map: MapLibreMap | null, styled: boolean, id: string, data: GeoJSON.FeatureCollection) {
  useEffect(() => {
    if (!map || !styled) return;
    const apply = () => {
      const source = map.getSource(id);
      if (source && 'setData' in source && typeof source.setData === 'function') source.setData(data);
    };
    apply();
    map.on('styledata', apply);
    return () => void map.off('styledata', apply);
  }, [map, styled, id, data]);
}
