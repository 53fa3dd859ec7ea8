import { useEffect } from 'react';
import { useUser } from '../../features/auth';
import { whenIdle } from '../../lib/idle';

/**
 * The local copy of the user's memberships and airplanes, refreshed while signed in; started once the
 * page is idle: Dexie's chunk and the two list requests must not compete with the page's first render and requests.
 */
export function useBackgroundSync() {
  const userId = useUser()?.id;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('../../lib/offline/sync').then(({ startBackgroundSync }) => {
        if (!cancelled) stop = startBackgroundSync(userId);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [userId]);
}
