import type { SxProps, Theme } from '@mui/material/styles';

/** MapLibre's controls and popups in the app's colours; its icons are dark drawings, inverted at night. */
export function mapControlsSx(dark: boolean): SxProps<Theme> {
  return {
    position: 'absolute',
    inset: 0,
    fontFamily: 'inherit',
    '& .maplibregl-map': { fontFamily: 'inherit' },
    '& .maplibregl-canvas:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
    '& .maplibregl-ctrl-group, & .maplibregl-ctrl.maplibregl-ctrl-attrib, & .maplibregl-ctrl-scale': {
      bgcolor: 'background.paper',
      color: 'text.primary',
    },
    '& .maplibregl-ctrl-scale': { borderColor: 'text.secondary' },
    '& .maplibregl-ctrl-attrib a': { color: 'text.primary' },
    '& .maplibregl-ctrl-group button + button': { borderTopColor: 'divider' },
    '& .maplibregl-ctrl-icon, & .maplibregl-ctrl-attrib-button': dark ? { filter: 'invert(1)' } : {},
    '& .maplibregl-popup-content': { bgcolor: 'background.paper', color: 'text.primary', boxShadow: 4, borderRadius: 1 },
    '& .maplibregl-popup-close-button': { color: 'text.secondary', fontSize: 20, width: 28, height: 28 },
    '& .maplibregl-popup-anchor-top .maplibregl-popup-tip': { borderBottomColor: 'background.paper' },
    '& .maplibregl-popup': { zIndex: 2 },
    '& .maplibregl-cooperative-gesture-screen': { fontSize: 16 },
  };
}
