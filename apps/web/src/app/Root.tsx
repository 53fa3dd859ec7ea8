import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/PageLoader';
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
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
