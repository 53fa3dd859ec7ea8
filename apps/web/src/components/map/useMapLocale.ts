import { useTranslation } from 'react-i18next';

/** MapLibre's own texts (control labels, gesture hints) in the user's language; the canvas is named `label`. */
export function useMapLocale(label: string): Record<string, string> {
  const { t } = useTranslation('map');
  return {
    'Map.Title': label,
    'Marker.Title': t('ui.marker'),
    'NavigationControl.ZoomIn': t('ui.zoomIn'),
    'NavigationControl.ZoomOut': t('ui.zoomOut'),
    'NavigationControl.ResetBearing': t('ui.resetNorth'),
    'Popup.Close': t('ui.close'),
    'AttributionControl.ToggleAttribution': t('ui.attribution'),
    'ScaleControl.NauticalMiles': 'NM',
    'CooperativeGesturesHandler.WindowsHelpText': t('ui.gestureWindows'),
    'CooperativeGesturesHandler.MacHelpText': t('ui.gestureMac'),
    'CooperativeGesturesHandler.MobileHelpText': t('ui.gestureMobile'),
  };
}
