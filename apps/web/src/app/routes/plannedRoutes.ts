import type { RouteObject } from 'react-router';
import { lazyPage } from './lazyPage';
import { requireNumericIds } from './validity';

const plannedPage = lazyPage(() => import('../../features/misc/pages/PlannedPage'));

/** A route whose feature a later release brings: it exists with its title and says what is planned. */
export const planned = (path: string, title: string, feature = title): RouteObject => ({
  path,
  loader: requireNumericIds,
  handle: { title, planned: feature },
  lazy: plannedPage,
});

/** Routes of the default layout that later issues fill. */
export const plannedDefaultRoutes: RouteObject[] = [];

/** Company section pages that later issues fill. */
export const plannedCompanyRoutes: RouteObject[] = [];

/** Company admin pages that later issues fill (behind the company-admin guard). */
export const plannedCompanyAdminRoutes: RouteObject[] = [];
