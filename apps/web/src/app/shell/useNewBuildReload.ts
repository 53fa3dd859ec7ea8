import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { reloadOnce } from '../../lib/reloadGuard';

export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;

async function deployedBuild(): Promise<string | null> {
  try {
    const response = await fetch('/build.json', { cache: 'no-store' });
    return response.ok ? ((await response.json()) as { built_at: string }).built_at : null;
  } catch {
    return null;
  }
}

/**
 * Checks /build.json on start and every 5 minutes; once a newer build is deployed, the next navigation
 * loads it. The check on start catches a page that came from a cache and is still old after
 * reloading; the reload guard keeps that from looping.
 */
export function useNewBuildReload() {
  const outdated = useRef(false);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    const check = async () => {
      const built = await deployedBuild();
      if (built && built !== __BUILT_AT__) outdated.current = true;
    };
    void check();
    const timer = window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (outdated.current && pathname) reloadOnce();
  }, [pathname]);
}
