import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { basename } from '../../lib/i18n/locale';
import { registerRouteTable } from '../../lib/roadmap';
import { RequireAuth } from '../guards/RequireAuth';
import { Root } from '../Root';
import { companyRoutes } from './companyRoutes';
import { defaultRoutes } from './defaultRoutes';
import { lazyPage } from './lazyPage';
import { plannedFboRoutes } from './plannedRoutes';
import { publicRoutes } from './publicRoutes';
import { requireNumericIds } from './validity';

const errorPage = lazyPage(() => import('../../features/misc/pages/ErrorPage'));

const routes: RouteObject[] = [
  {
    element: <Root />,
    lazy: { ErrorBoundary: async () => (await errorPage()).Component },
    children: [
      ...publicRoutes,
      {
        element: <RequireAuth />,
        children: [
          { lazy: lazyPage(() => import('../layouts/DefaultLayout')), children: defaultRoutes },
          {
            path: 'companies/:company_id',
            loader: requireNumericIds,
            lazy: lazyPage(() => import('../layouts/CompanyLayout')),
            children: companyRoutes,
          },
          {
            path: 'fixedBaseOperators/:fbo_id',
            loader: requireNumericIds,
            lazy: lazyPage(() => import('../layouts/FboLayout')),
            children: plannedFboRoutes,
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
