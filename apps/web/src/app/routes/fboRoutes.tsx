import type { RouteObject } from 'react-router';
import { lazyPage } from './lazyPage';

/** The fbo layout's pages, under /fixedBaseOperators/:fbo_id. */
export const fboRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'fbo' },
    lazy: lazyPage(() => import('../../features/fbo/pages/FboPage'), ['fbo', 'airports']),
  },
  {
    path: 'recurringFlights',
    handle: { title: 'recurringFlights' },
    lazy: lazyPage(() => import('../../features/fbo/pages/RecurringFlightsPage'), ['fbo']),
  },
];
