import type { RouteObject } from 'react-router';
import { lazyPage } from './lazyPage';

const page = (path: string, title: string, load: Parameters<typeof lazyPage>[0], namespaces: string[] = []): RouteObject => ({
  path,
  handle: { title },
  lazy: lazyPage(load, ['playground', ...namespaces]),
});

/** The playground: the app's building blocks as working demos (behind the any-admin guard). */
export const playgroundRoutes: RouteObject[] = [
  page('playground', 'playground', () => import('../../features/playground/pages/PlaygroundPage')),
  page('playground/upload', 'playgroundUpload', () => import('../../features/playground/pages/UploadPage'), ['fleet']),
  page('playground/datetime', 'playgroundDatetime', () => import('../../features/playground/pages/DatetimePage')),
  page('playground/tracemap', 'playgroundTracemap', () => import('../../features/playground/pages/TracemapPage'), [
    'tracks',
    'map',
  ]),
  page('playground/newsletter', 'playgroundNewsletter', () => import('../../features/playground/pages/NewsletterPage'), [
    'mailings',
    'memberships',
  ]),
  page('playground/memberships', 'playgroundMemberships', () => import('../../features/playground/pages/MembershipsPage'), [
    'memberships',
  ]),
];
