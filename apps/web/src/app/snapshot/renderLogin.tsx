import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { ThemeProvider } from '@mui/material/styles';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import LoginPage from '../../features/auth/pages/LoginPage';
import { i18n } from '../../lib/i18n';
import type { Language } from '../../lib/i18n/locale';
import { buildTheme, THEME_STORAGE } from '../../lib/theme/theme';
import BlankLayout from '../layouts/BlankLayout';
import { setServerLanguage } from './serverI18n';

/**
 * The login page as HTML, rendered at build time in one language under one address prefix
 * (`basename`), with its styles inline: a guest's browser paints it from the HTML alone, and the
 * app takes over on the first touch (app/snapshot/takeOver.ts).
 */
export async function renderLogin(language: Language, basename: string): Promise<{ html: string; title: string }> {
  await setServerLanguage(language);
  const html = renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <ThemeProvider theme={buildTheme('default', 'ltr')} {...THEME_STORAGE}>
        <CssBaseline enableColorScheme />
        <MemoryRouter basename={basename} initialEntries={[`${basename === '/' ? '' : basename}/login`]}>
          <Routes>
            <Route element={<BlankLayout />}>
              <Route path="login" element={<LoginPage />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </CacheProvider>,
  );
  return { html, title: `${i18n.t('titles.login')} · ${i18n.t('appName')}` };
}

/** MUI's own script that sets the light or dark scheme from the saved choice or the OS before the first paint. */
export function colorSchemeScript(): string {
  const html = renderToStaticMarkup(<InitColorSchemeScript {...THEME_STORAGE} attribute="data-color-scheme" />);
  const script = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(html)?.[1];
  if (!script) throw new Error(`unexpected colour-scheme script: ${html.slice(0, 80)}`);
  return script;
}
