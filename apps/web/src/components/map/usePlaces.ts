import type { MapLayerMouseEvent, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAirfields } from './airfields';
import { useTowns } from './towns';
import type { MapMarker } from './types';
import { useMapView, useSourceData } from './useMapView';

const AIRFIELD_LAYERS = ['airfield-dots', 'airfield-idents'];

/**
 * Fills the towns and, when `airfieldPath` is given, the directory's airfields for the view (the
 * ones already shown as pins left out); a click on an airfield opens its page. `busy` until the
 * view's places are loaded and drawn.
 */
export function usePlaces(
  map: MapLibreMap | null,
  styled: boolean,
  markers: MapMarker[],
  airfieldPath: ((ident: string) => string) | undefined,
) {
  const view = useMapView(map);
  const pinned = useMemo(
    () => new Set(markers.filter((marker) => marker.kind === 'airport').map((marker) => marker.label)),
    [markers],
  );
  const { towns, loading: townsLoading } = useTowns(map, view);
  const { airfields, loading: airfieldsLoading } = useAirfields(view, airfieldPath !== undefined, pinned);
  useSourceData(map, styled, 'towns', towns);
  useSourceData(map, styled, 'airfields', airfields);
  const drawn = useDrawn(map, towns, airfields);

  const navigate = useNavigate();
  useEffect(() => {
    if (!map || !airfieldPath) return;
    const open = (event: MapLayerMouseEvent) => {
      // MapLibre also reports a click on a pin or its popup to the layers below it: that click was meant for the pin.
      if ((event.originalEvent.target as Element | null)?.closest?.('.maplibregl-marker, .maplibregl-popup')) return;
      const ident = event.features?.[0]?.properties?.ident;
      if (typeof ident === 'string') void navigate(airfieldPath(ident));
    };
    const pointer = () => map.getCanvas().style.setProperty('cursor', 'pointer');
    const plain = () => map.getCanvas().style.removeProperty('cursor');
    for (const layer of AIRFIELD_LAYERS) {
      map.on('click', layer, open);
      map.on('mouseenter', layer, pointer);
      map.on('mouseleave', layer, plain);
    }
    return () => {
      for (const layer of AIRFIELD_LAYERS) {
        map.off('click', layer, open);
        map.off('mouseenter', layer, pointer);
        map.off('mouseleave', layer, plain);
      }
    };
  }, [map, airfieldPath, navigate]);
  return { busy: !drawn || townsLoading || airfieldsLoading };
}

type Places = [towns: GeoJSON.FeatureCollection, airfields: GeoJSON.FeatureCollection];

/** Whether the map has drawn the places last set (MapLibre's idle: sources loaded, labels faded in). */
function useDrawn(map: MapLibreMap | null, towns: Places[0], airfields: Places[1]) {
  const [drawn, setDrawn] = useState<Places | null>(null);
  useEffect(() => {
    if (!map) return;
    const done = () => setDrawn([towns, airfields]);
    map.once('idle', done);
    return () => void map.off('idle', done);
  }, [map, towns, airfields]);
  return drawn?.[0] === towns && drawn[1] === airfields;
}
