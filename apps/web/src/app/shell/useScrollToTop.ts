import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRouteHandle } from '../../lib/routeHandle';

/** Scroll resets to the top on navigation unless the route keeps it. */
export function useScrollToTop() {
  const { pathname } = useLocation();
  const { keepScroll } = useRouteHandle();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path only
  useEffect(() => {
    if (!keepScroll) window.scrollTo({ top: 0 });
  }, [pathname]);
}
