import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/queryClient';
import { useSettings } from '../lib/settings';
import { buildTheme, THEME_STORAGE } from '../lib/theme/theme';
import { createAppRouter } from './routes';
import { ThemedToaster } from './shell/ThemedToaster';

const router = createAppRouter();

/** Resolves once the router has loaded the first page's modules and texts, so a first render shows the page, not a loader. */
export function firstPageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** `onRendered`: called once the first render is in the page. */
export function App({ onRendered }: { onRendered?: () => void }) {
  const { skin, rtl } = useSettings();
  useLayoutEffect(() => onRendered?.(), [onRendered]);
  const theme = useMemo(() => buildTheme(skin, rtl ? 'rtl' : 'ltr'), [skin, rtl]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme} {...THEME_STORAGE}>
        <CssBaseline enableColorScheme />
        <RouterProvider router={router} />
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
