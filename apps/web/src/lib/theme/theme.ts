import { createTheme } from '@mui/material/styles';
import '@fontsource/public-sans/300.css';
import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
import '@fontsource/public-sans/300-italic.css';
import '@fontsource/public-sans/400-italic.css';
import '@fontsource/public-sans/500-italic.css';
import '@fontsource/public-sans/600-italic.css';
import '@fontsource/public-sans/700-italic.css';
import type { UiSettings } from '../settings';
import './augment';
import { darkScheme, lightScheme, modernScheme } from './palette';

/** Sizes and delays shared by components. */
export const UI = {
  overlayZIndex: 2000,
  menuOffset: 2,
  popoverOffset: 6,
  menuOpenDelay: 300,
  menuCloseDelay: 250,
  listAnimationMs: 250,
  scrollToMs: 300,
  copiedMs: 1500,
} as const;

/** Where the light/dark choice is kept; the login page's snapshot reads it before the first paint (app/snapshot). */
export const THEME_STORAGE = { defaultMode: 'system', modeStorageKey: 'theme', colorSchemeStorageKey: 'color-scheme' } as const;

export function buildTheme(skin: UiSettings['skin'], direction: 'ltr' | 'rtl') {
  return createTheme({
    cssVariables: { colorSchemeSelector: 'data-color-scheme' },
    colorSchemes: { light: lightScheme, dark: skin === 'modern' ? modernScheme : darkScheme },
    direction,
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } },
    shape: { borderRadius: 6 },
    typography: {
      fontFamily: '"Public Sans", system-ui, -apple-system, "Segoe UI", sans-serif',
      h1: { fontSize: '2.375rem', fontWeight: 600 },
      h2: { fontSize: '2rem', fontWeight: 600 },
      h3: { fontSize: '1.625rem', fontWeight: 600 },
      h4: { fontSize: '1.375rem', fontWeight: 600 },
      h5: { fontSize: '1.125rem', fontWeight: 600 },
      h6: { fontSize: '0.9375rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 500 },
    },
    zIndex: {
      modal: UI.overlayZIndex,
      drawer: 1200,
      appBar: 1100,
      snackbar: UI.overlayZIndex + 100,
      tooltip: UI.overlayZIndex + 200,
    },
    components: {
      // For people whom motion makes unwell (and phones saving battery): movement ends at once, except a
      // progress indicator's, which stopped would show nothing.
      MuiCssBaseline: {
        styleOverrides: `@media (prefers-reduced-motion: reduce) {
          *:not([role='progressbar'], [role='progressbar'] *), *::before, *::after {
            animation-duration: 0.01ms !important;
            animation-iteration-count: 1 !important;
            transition-duration: 0.01ms !important;
            scroll-behavior: auto !important;
          }
        }`,
      },
      MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true } },
      MuiSlider: { styleOverrides: { track: { height: 6 }, rail: { height: 6 }, thumb: { width: 22, height: 22 } } },
      MuiLinearProgress: { styleOverrides: { root: { height: 6, borderRadius: 3 } } },
      MuiMenu: { styleOverrides: { paper: { marginTop: UI.menuOffset } } },
      MuiPopover: { styleOverrides: { paper: { marginTop: UI.popoverOffset } } },
      MuiPagination: { defaultProps: { showFirstButton: true, showLastButton: true } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  });
}
