import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { afterFirstPage } from '../lib/idle';
import { registerServiceWorker } from '../lib/serviceWorker';
import { useApiErrorRedirects } from './shell/useApiErrorRedirects';
import { useDocumentTitle } from './shell/useDocumentTitle';
import { useNewBuildReload } from './shell/useNewBuildReload';
import { useScrollToTop } from './shell/useScrollToTop';

/** The router's root: behaviour every page shares, whatever its layout. */
export function Root() {
  useDocumentTitle();
  useScrollToTop();
  useApiErrorRedirects();
  useNewBuildReload();
  // The worker (and workbox-window's chunk) once the first page has its data: it precaches the whole
  // build, which must not compete with the first page's own requests.
  useEffect(() => afterFirstPage(() => void registerServiceWorker()), []);
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
