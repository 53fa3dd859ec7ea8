import 'maplibre-gl/dist/maplibre-gl.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { type Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configQuery } from '../../lib/api/config';
import { baseStyle } from './baseStyle';
import { groupMarkers } from './grouping';
import { MarkerPin } from './MarkerPin';
import { MarkerPopup } from './MarkerPopup';
import { useMapColors } from './mapColors';
import { mapControlsSx } from './mapControlsSx';
import type { MapLine, MapMarker, MapTrack, MapViewProps } from './types';
import { boundsOf, extentOf, fitOptions, useFitExtent } from './useFitExtent';
import { useMapInstance } from './useMapInstance';
import { useMapLocale } from './useMapLocale';
import { usePlaces } from './usePlaces';
import { useTrackPointer } from './useTrackPointer';
import { loadedWorld } from './worldData';

// The worker ships as its own file from this origin (the CSP allows workers from 'self').
setWorkerUrl(workerUrl);

/** MapLibre on the offline base map (or the operator's tiles), with pins, popups and fitting; loaded lazily by MapView. */
export default function MapCanvas({
  markers,
  lines = [],
  track,
  label,
  maxZoom = 8,
  selectedId,
  onSelect,
  airfieldPath,
}: MapViewProps) {
  const { t } = useTranslation('map');
  const container = useRef<HTMLDivElement>(null);
  const { colors, dark } = useMapColors();
  const tileUrl = useQuery(configQuery).data?.map_tile_url ?? null;
  const locale = useMapLocale(label);
  const linesKey = JSON.stringify(lines);
  const trackCoordinates = track?.coordinates;
  const style = useMemo(
    () =>
      baseStyle({
        world: loadedWorld(),
        colors,
        tileUrl,
        lines: JSON.parse(linesKey),
        track: trackCoordinates && { coordinates: trackCoordinates },
      }),
    [colors, tileUrl, linesKey, trackCoordinates],
  );
  const [first] = useState(() => ({ style, locale }));
  const { map, styled, failed } = useMapInstance(container, first);

  useEffect(() => {
    if (map && styled) map.setStyle(style);
  }, [map, styled, style]);

  const extentLines = useMemo(
    () => (trackCoordinates ? [...lines, trackExtent(trackCoordinates)] : lines),
    [lines, trackCoordinates],
  );
  useFitExtent(map, markers, extentLines, maxZoom);
  useTrackPointer(map, track, colors.airfield);
  const { busy } = usePlaces(map, styled, markers, airfieldPath);
  const groups = useGroups(map, markers);
  const [ownSelection, setOwnSelection] = useState<string | null>(null);
  const selection = onSelect ? (selectedId ?? null) : ownSelection;
  const select = onSelect ?? setOwnSelection;
  const close = useCallback(() => select(null), [select]);
  const selected = markers.find((marker) => marker.id === selection);

  useEffect(() => {
    if (map && selected) revealPopup(map, selected);
  }, [map, selected]);

  if (failed) return <Alert severity="warning">{t('unsupported')}</Alert>;
  return (
    <Box sx={mapControlsSx(dark)}>
      <Box ref={container} aria-busy={busy} sx={{ width: '100%', height: '100%' }} />
      {map &&
        groups.map((group) => (
          <MarkerPin
            key={group.key}
            map={map}
            group={group}
            selectedId={selection}
            onChoose={select}
            onExpand={(members) => {
              const points = extentOf(members);
              map.fitBounds(boundsOf(points), fitOptions(map, points, members, 14));
            }}
          />
        ))}
      {map && selected?.popup && <MarkerPopup key={selected.id} map={map} marker={selected} onClose={close} />}
    </Box>
  );
}

/** The track as a line the view is fitted to (it is drawn by its own layers). */
const trackExtent = (coordinates: MapTrack['coordinates']): MapLine => ({
  id: 'track',
  coordinates: coordinates.map(([lon, lat]): [number, number] => [lon, lat]),
  widthMeters: 0,
  paved: true,
});

/** Room below a chosen pin for its popup. */
const POPUP_ROOM = 220;

/** Brings a chosen marker to the middle when its popup would not fit where it is. */
function revealPopup(map: MapLibreMap, marker: MapMarker) {
  const point = map.project([marker.longitude, marker.latitude]);
  const { clientWidth: width, clientHeight: height } = map.getContainer();
  const fits = point.x > 140 && point.x < width - 140 && point.y > 60 && point.y < height - POPUP_ROOM;
  if (!fits) map.easeTo({ center: [marker.longitude, marker.latitude], offset: [0, -POPUP_ROOM / 3], duration: 400 });
}

/** The pins for the current zoom: regrouped when a zoom ends, not on every frame. */
function useGroups(map: MapLibreMap | null, markers: MapMarker[]) {
  const [zoom, setZoom] = useState(0);
  useEffect(() => {
    if (!map) return;
    const update = () => setZoom(map.getZoom());
    update();
    map.on('zoomend', update);
    return () => void map.off('zoomend', update);
  }, [map]);
  return useMemo(() => groupMarkers(markers, zoom), [markers, zoom]);
}
