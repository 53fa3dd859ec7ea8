/**
 * The pages people open first, which the build makes fast on a phone: the login page for guests
 * and the dashboard when signed in. `path` matches the address without a language prefix;
 * `modules` are the route's layout and page (from apps/web); `namespaces` the translation files
 * they render with (common, what the route tables' `lazyPage` calls name for the layout and the
 * page, and errors, which the API client's messages read), preloaded in the person's language.
 */
export const FIRST_PAGES = {
  guest: {
    path: '^/login/?$',
    modules: ['src/app/layouts/BlankLayout.tsx', 'src/features/auth/pages/LoginPage.tsx'],
    namespaces: ['common', 'errors', 'auth'],
  },
  shell: {
    path: '^/$',
    modules: ['src/app/layouts/DefaultLayout.tsx', 'src/features/dashboard/pages/DashboardPage.tsx'],
    namespaces: ['common', 'errors', 'auth', 'dashboard', 'booking', 'logbook', 'memberships', 'fleet'],
  },
};
