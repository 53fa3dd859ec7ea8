import { type Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { MapTrack } from './types';

/** Marks the track's pointed-at position with a dot, and reports the position under the pointer on the line. */
export function useTrackPointer(map: MapLibreMap | null, track: MapTrack | undefined, color: string) {
  const marker = useRef<Marker | null>(null);
  const position = track?.pointer == null ? undefined : track.coordinates[track.pointer];

  useEffect(() => {
    if (!map || !position) return;
    if (!marker.current) {
      const dot = document.createElement('div');
      dot.setAttribute('data-testid', 'track-pointer');
      Object.assign(dot.style, {
        width: '14px',
        height: '14px',
        borderRadius: '50%',
        background: color,
        border: '3px solid #fff',
        boxShadow: '0 0 0 1px rgba(0,0,0,.4)',
      });
      marker.current = new Marker({ element: dot });
    }
    marker.current.setLngLat([position[0], position[1]]).addTo(map);
    return () => void marker.current?.remove();
  }, [map, position, color]);

  const onPointer = track?.onPointer;
  useEffect(() => {
    if (!map || !onPointer) return;
    const move = (event: { features?: { properties: { index?: number } }[] }) =>
      onPointer(event.features?.[0]?.properties.index ?? null);
    const leave = () => onPointer(null);
    map.on('mousemove', 'track-line', move);
    map.on('mouseleave', 'track-line', leave);
    return () => {
      map.off('mousemove', 'track-line', move);
      map.off('mouseleave', 'track-line', leave);
    };
  }, [map, onPointer]);
}
