import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { impersonationStatusQuery } from '../../features/admin';
import { userQuery } from '../../features/auth';
import DashboardPage, { prefetch as prefetchDashboard } from '../../features/dashboard/pages/DashboardPage';
import { withServerAnswers } from '../../lib/api/transport';
import { i18n } from '../../lib/i18n';
import type { Language } from '../../lib/i18n/locale';
import { oneAtATime } from '../../lib/oneAtATime';
import { buildTheme, THEME_STORAGE } from '../../lib/theme/theme';
import DefaultLayout from '../layouts/DefaultLayout';
import { DASHBOARD_SLOTS } from './dashboardSlots';
import { stylesToHead } from './pageStyles';
import { setServerLanguage } from './serverI18n';

export interface DashboardRequest {
  language: Language;
  /** The width the page is laid out for: the server guesses it from the browser (a phone's or not). */
  width: number;
  /** The server's answer to one of the app's reads, asked as the signed-in person. */
  send: (url: string, init: RequestInit) => Promise<Response>;
}

interface DashboardSnapshot {
  title: string;
  body: string;
  css: string;
  /** The answers the page was rendered from (React Query's dehydrated state): the app starts from them. */
  queries: unknown;
}

/** Reads that depend on others' answers (the memberships on the user, the balances on the companies) take rounds. */
const MAX_ROUNDS = 6;

/** Whether a media query of the theme's (`(min-width:1280px)`, `(max-width:959.95px)`) holds at `width`; any other does not. */
function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return (
    conditions.length > 0 && conditions.every(([, bound, px]) => (bound === 'min' ? width >= Number(px) : width <= Number(px)))
  );
}

function page(client: QueryClient, width: number) {
  const theme = createTheme(buildTheme('default', 'ltr'), {
    components: {
      MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: (query: string) => ({ matches: matchesWidth(query, width) }) } },
    },
  });
  // The route as the app's table has it (app/routes/defaultRoutes.tsx): its handle names the page's title.
  const router = createMemoryRouter([
    { element: <DefaultLayout />, children: [{ index: true, handle: { title: 'dashboard' }, element: <DashboardPage /> }] },
  ]);
  const html = renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme} {...THEME_STORAGE}>
          <CssBaseline enableColorScheme />
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </CacheProvider>,
  );
  router.dispose();
  return html;
}

/**
 * Renders until every read the page asks for has its answer: each round renders the page, which
 * asks for what it shows (React Query builds each query in the cache without asking on the server),
 * and the reads not yet answered are asked. A disabled query stays unasked, as in the browser.
 */
async function renderWithAnswers(client: QueryClient, width: number): Promise<string> {
  for (let round = 1; ; round++) {
    const html = page(client, width);
    const unasked = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
      .filter((query) => (query.options as { enabled?: unknown }).enabled !== false);
    if (unasked.length === 0 || round === MAX_ROUNDS) return html;
    await Promise.all(unasked.map((query) => query.fetch().catch(() => undefined)));
  }
}

async function render({ language, width, send }: DashboardRequest): Promise<DashboardSnapshot | undefined> {
  await setServerLanguage(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  try {
    return await withServerAnswers(send, async () => {
      // A session that has ended gets the app, which sends the person to sign in.
      const user = await client.fetchQuery(userQuery).catch(() => null);
      if (!user) return undefined;
      // The impersonation banner tells its times in the browser's zone, which the server does not know.
      const impersonation = await client.fetchQuery(impersonationStatusQuery).catch(() => null);
      if (impersonation?.is_impersonating) return undefined;
      // What the cards open with, at once (as the app asks when the page's chunk arrives): fewer rounds.
      await prefetchDashboard(client);
      const { body, css } = stylesToHead(await renderWithAnswers(client, width));
      return { title: `${i18n.t('titles.dashboard')} · ${i18n.t('appName')}`, body, css, queries: dehydrate(client) };
    });
  } finally {
    // The person's answers are not kept in the server's memory past their page.
    client.clear();
  }
}

/** The answers as data in the page (not run, so the CSP allows it); `<` escaped, so no text in them can end the script. */
const queriesScript = (queries: unknown) =>
  `<script type="application/json" id="snapshot-queries">${JSON.stringify(queries).replace(/</g, '\\u003c')}</script>`;

const inLine = oneAtATime();

/**
 * The signed-in dashboard's page for one person's first visit (apps/api/src/plugins/dashboard-snapshot.ts):
 * `template` (the build's, for `request.language`) filled with the page rendered from the server's
 * answers as that person, its styles and the answers. It paints from the HTML alone, and the app
 * takes over on the first touch (takeOver.ts), from the same answers. Undefined for a session that
 * has ended, and while a super-admin acts as someone else. One render at a time: i18next's language
 * and the API client's way to the server are the process's, not the render's.
 */
export function renderDashboardPage(template: string, request: DashboardRequest): Promise<string | undefined> {
  return inLine(async () => {
    const snapshot = await render(request);
    if (!snapshot) return undefined;
    return template
      .replace(DASHBOARD_SLOTS.title, () => snapshot.title)
      .replace(DASHBOARD_SLOTS.css, () => snapshot.css)
      .replace(DASHBOARD_SLOTS.body, () => snapshot.body)
      .replace(DASHBOARD_SLOTS.queries, () => queriesScript(snapshot.queries));
  });
}
