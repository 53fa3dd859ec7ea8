import { type CssVarsTheme, darken, lighten, useColorScheme, useTheme } from '@mui/material/styles';
import { useMemo } from 'react';

export interface MapColors {
  water: string;
  land: string;
  coast: string;
  border: string;
  graticule: string;
  runway: string;
  grassRunway: string;
  town: string;
  /** The outline that keeps labels legible over lines and land. */
  halo: string;
  airfield: string;
  /** A flown track from low to high: green near the ground, amber, red at the top of the climb. */
  altitude: readonly [string, string, string];
}

type Palette = CssVarsTheme['palette'];

/** Base-map colours from the scheme on screen: pale water and warm land by day, deep water and lifted land at night. */
export function mapColors(palette: Palette, dark: boolean): MapColors {
  if (dark)
    return {
      water: darken(palette.background.default, 0.35),
      land: lighten(palette.background.paper, 0.06),
      coast: darken(palette.info.main, 0.3),
      border: darken(palette.text.secondary, 0.25),
      graticule: lighten(palette.background.default, 0.06),
      runway: lighten(palette.text.secondary, 0.2),
      grassRunway: darken(palette.success.main, 0.25),
      town: palette.text.secondary,
      halo: darken(palette.background.default, 0.2),
      airfield: lighten(palette.primary.main, 0.25),
      // Lighter shades: the day's dark red and green sink into the night map.
      altitude: ['#66bb6a', '#ffca28', '#ef5350'],
    };
  return {
    water: lighten(palette.info.main, 0.8),
    land: lighten(palette.warning.main, 0.94),
    coast: lighten(palette.info.main, 0.45),
    border: lighten(palette.text.secondary, 0.35),
    graticule: lighten(palette.info.main, 0.68),
    runway: palette.text.secondary,
    grassRunway: lighten(palette.success.main, 0.35),
    town: darken(palette.text.secondary, 0.2),
    halo: lighten(palette.warning.main, 0.94),
    airfield: palette.primary.main,
    altitude: ['#2e7d32', '#f9a825', '#c62828'],
  };
}

/** The colours of the current light or dark scheme (the theme uses CSS variables, so `theme.palette` alone is the light one). */
export function useMapColors(): { colors: MapColors; dark: boolean } {
  const theme = useTheme<CssVarsTheme>();
  const { mode, systemMode } = useColorScheme();
  const scheme = (mode === 'system' ? systemMode : mode) ?? 'light';
  const palette = theme.colorSchemes[scheme]?.palette ?? theme.palette;
  const dark = scheme === 'dark';
  return { colors: useMemo(() => mapColors(palette, dark), [palette, dark]), dark };
}
