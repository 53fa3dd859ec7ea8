import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { basename } from '../../lib/i18n/locale';
import { registerRouteTable } from '../../lib/roadmap';
import { RequireAuth } from '../guards/RequireAuth';
import { Root } from '../Root';
import { companyRoutes } from './companyRoutes';
import { defaultRoutes } from './defaultRoutes';
import { fboRoutes } from './fboRoutes';
import { lazyPage } from './lazyPage';
import { publicRoutes } from './publicRoutes';
import { requireNumericIds } from './validity';

const errorPage = lazyPage(() => import('../../features/misc/pages/ErrorPage'));

/** What the signed-in shell (AppShell) reads besides common: the impersonation banner's and the verify-email notice's texts, loaded with the layout instead of each suspending the shell in turn when it first renders. */
const SHELL_NAMESPACES = ['errors', 'auth'];

const routes: RouteObject[] = [
  {
    element: <Root />,
    lazy: { ErrorBoundary: async () => (await errorPage()).Component },
    children: [
      ...publicRoutes,
      {
        element: <RequireAuth />,
        children: [
          { lazy: lazyPage(() => import('../layouts/DefaultLayout'), SHELL_NAMESPACES), children: defaultRoutes },
          {
            path: 'companies/:company_id',
            loader: requireNumericIds,
            lazy: lazyPage(() => import('../layouts/CompanyLayout'), SHELL_NAMESPACES),
            children: companyRoutes,
          },
          {
            path: 'fixedBaseOperators/:fbo_id',
            loader: requireNumericIds,
            lazy: lazyPage(() => import('../layouts/FboLayout'), SHELL_NAMESPACES),
            children: fboRoutes,
          },
          { path: 'user-profile', element: <Navigate to="/account-settings/account" replace /> },
          { path: 'account-settings', element: <Navigate to="/account-settings/account" replace /> },
        ],
      },
      { path: '*', handle: { title: 'notFound' }, lazy: lazyPage(() => import('../../features/misc/pages/NotFoundPage')) },
    ],
  },
];

export function createAppRouter() {
  registerRouteTable(routes);
  return createBrowserRouter(routes, { basename: basename() });
}
