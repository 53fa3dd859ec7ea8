import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { ThemeProvider } from '@mui/material/styles';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import LoginPage from '../../features/auth/pages/LoginPage';
import { i18n } from '../../lib/i18n';
import type { Language } from '../../lib/i18n/locale';
import { buildTheme, THEME_STORAGE } from '../../lib/theme/theme';
import BlankLayout from '../layouts/BlankLayout';

const texts = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

function resources() {
  const all: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, namespace] of Object.entries(texts)) {
    const [, language, name] = file.match(/locales\/(\w+)\/(\w+)\.json$/) ?? [];
    if (language && name) all[language] = { ...all[language], [name]: namespace };
  }
  return all;
}

/**
 * The login page as HTML, rendered at build time in one language under one address prefix
 * (`basename`), with its styles inline: a guest's browser paints it from the HTML alone, and the
 * app takes over on the first touch (app/snapshot/takeOver.ts).
 */
export async function renderLogin(language: Language, basename: string): Promise<{ html: string; title: string }> {
  if (!i18n.isInitialized)
    await i18n.use(initReactI18next).init({
      resources: resources(),
      lng: language,
      fallbackLng: false,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  await i18n.changeLanguage(language);
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
