import Box from '@mui/material/Box';
import { type Map as MapLibreMap, type MapMouseEvent, Popup } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MapMarker } from './types';

interface Props {
  map: MapLibreMap;
  marker: MapMarker;
  onClose: () => void;
}

/** The chosen marker's popup, below its pin (the pin's card is above), with React content rendered into it. */
export function MarkerPopup({ map, marker, onClose }: Props) {
  const [element] = useState(() => document.createElement('div'));
  const { longitude, latitude } = marker;
  useEffect(() => {
    // MapLibre reports a click on a pin to the map a frame later, which would close the popup that
    // click just opened: a click on the map closes it, one on a pin does not.
    const popup = new Popup({ anchor: 'top', offset: 8, maxWidth: '300px', focusAfterOpen: false, closeOnClick: false })
      .setLngLat([longitude, latitude])
      .setDOMContent(element)
      .addTo(map);
    const closeUnlessOnPin = (event: MapMouseEvent) => {
      if (!(event.originalEvent.target as Element | null)?.closest?.('.maplibregl-marker')) popup.remove();
    };
    map.on('click', closeUnlessOnPin);
    popup.on('close', onClose);
    return () => {
      map.off('click', closeUnlessOnPin);
      popup.off('close', onClose);
      popup.remove();
    };
  }, [map, element, longitude, latitude, onClose]);
  return createPortal(<Box sx={{ pr: 2.5, typography: 'body2' }}>{marker.popup}</Box>, element);
}
