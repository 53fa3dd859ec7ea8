/**
 * The pages people open first, which the build makes fast on a phone: the login page for guests
 * and the dashboard when signed in. `path` matches the address without a language prefix;
 * `modules` are the route's layout and page (from apps/web).
 */
export const FIRST_PAGES = {
  guest: { path: '^/login/?$', modules: ['src/app/layouts/BlankLayout.tsx', 'src/features/auth/pages/LoginPage.tsx'] },
  shell: { path: '^/$', modules: ['src/app/layouts/DefaultLayout.tsx', 'src/features/dashboard/pages/DashboardPage.tsx'] },
};
