import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/queryClient';
import { useSettings } from '../lib/settings';
import { buildTheme } from '../lib/theme/theme';
import { createAppRouter } from './routes';
import { ThemedToaster } from './shell/ThemedToaster';

const router = createAppRouter();

export function App() {
  const { skin, rtl } = useSettings();
  const theme = useMemo(() => buildTheme(skin, rtl ? 'rtl' : 'ltr'), [skin, rtl]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme} defaultMode="system" modeStorageKey="theme" colorSchemeStorageKey="color-scheme">
        <CssBaseline enableColorScheme />
        <RouterProvider router={router} />
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
