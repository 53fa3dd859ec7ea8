import { useEffect } from 'react';
import { useUser } from '../../features/auth';
import { setOfflineOwner } from '../../lib/offline/owner';

/** After the first page's own work: Dexie's chunk and the two list requests must not compete with the page's first render and requests. */
const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, 1000);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run, { timeout: 3000 });
  return () => window.cancelIdleCallback(handle);
};

/** The local copy of the user's memberships, airplanes and the pages' reads, and their outbox, refreshed and sent while signed in; started once the page is idle. */
export function useBackgroundSync() {
  const userId = useUser()?.id;
  // During render, so the pages below (rendered after the shell) already queue to and list this user's outbox.
  setOfflineOwner(userId ?? null);
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void Promise.all([import('../../lib/offline/sync'), import('./offlinePrefetch')]).then(
        ([{ startBackgroundSync }, { prefetchForOffline }]) => {
          if (!cancelled) stop = startBackgroundSync(userId, (going) => prefetchForOffline(userId, going));
        },
      );
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [userId]);
}
