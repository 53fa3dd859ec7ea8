/**
 * The pages people open first, which the build makes fast on a phone: the login page for guests
 * and the dashboard when signed in. `path` matches the address without a language prefix;
 * `modules` are the route's layout and page (from apps/web); `namespaces` the translation files
 * they render with (common, what the route tables' `lazyPage` calls name for the layout and the
 * page, and errors, which the API client's messages read), preloaded in the person's language;
 * `reads` the contract modules (from the repository's root) that the page's first reads load their
 * schemas from with the answer (`api.get(path, () => import(…))`): their chunks are preloaded with the
 * route's, or each answer would wait one more round trip for its schema's chunk before the page can go on.
 * `early` are the API reads the page opens with, as the app asks for them (path and query alike): the
 * first-route script starts them with the page, those naming `{user}` once `/api/user` has said who
 * is signed in, and the API client takes their answers (`src/lib/api/earlyReads.ts`) instead of asking
 * once the app has run. A read the app asks differently is not taken, only asked twice
 * (`e2e/first-route.test.ts` notices).
 */
export const FIRST_PAGES = {
  guest: {
    path: '^/login/?$',
    modules: ['src/app/layouts/BlankLayout.tsx', 'src/features/auth/pages/LoginPage.tsx'],
    namespaces: ['common', 'errors', 'auth'],
    reads: [],
    early: [],
  },
  shell: {
    path: '^/$',
    modules: ['src/app/layouts/DefaultLayout.tsx', 'src/features/dashboard/pages/DashboardPage.tsx'],
    namespaces: ['common', 'errors', 'auth', 'dashboard', 'booking', 'logbook', 'memberships', 'fleet', 'accounts'],
    // The signed-in user (identity), then the companies and memberships (the contracts' index).
    reads: ['packages/contracts/src/identity.ts', 'packages/contracts/src/index.ts'],
    // Who is signed in, and what the dashboard's cards wait for (dashboard/api/cardsReady.ts).
    early: [
      '/api/user',
      '/api/companies?paginate=false',
      '/api/logbook/totals',
      '/api/users/{user}/memberships?paginate=false&include=company',
      '/api/users/{user}/bookings?limit=5',
    ],
  },
};
