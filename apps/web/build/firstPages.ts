/**
 * The pages people open first, which the build makes fast on a phone: the login page for guests
 * and the dashboard when signed in. `path` matches the address without a language prefix;
 * `modules` are the route's layout and page (from apps/web); `namespaces` the translation files
 * they render with (common, what the route tables' `lazyPage` calls name for the layout and the
 * page, and errors, which the API client's messages read), preloaded in the person's language;
 * `reads` the contract modules (from the repository's root) that the page's first reads load their
 * schemas from with the answer (`api.get(path, () => import(…))`): their chunks are preloaded with the
 * route's, or each answer would wait one more round trip for its schema's chunk before the page can go on.
 */
export const FIRST_PAGES = {
  guest: {
    path: '^/login/?$',
    modules: ['src/app/layouts/BlankLayout.tsx', 'src/features/auth/pages/LoginPage.tsx'],
    namespaces: ['common', 'errors', 'auth'],
    reads: [],
  },
  shell: {
    path: '^/$',
    modules: ['src/app/layouts/DefaultLayout.tsx', 'src/features/dashboard/pages/DashboardPage.tsx'],
    namespaces: ['common', 'errors', 'auth', 'dashboard', 'booking', 'logbook', 'memberships', 'fleet', 'accounts'],
    // The signed-in user (identity), then the companies and memberships (the contracts' index).
    reads: ['packages/contracts/src/identity.ts', 'packages/contracts/src/index.ts'],
  },
};
