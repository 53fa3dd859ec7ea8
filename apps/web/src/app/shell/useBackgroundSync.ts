import { useEffect } from 'react';
import { useUser } from '../../features/auth';

/** The local copy of the user's memberships and airplanes, refreshed while signed in. */
export function useBackgroundSync() {
  const userId = useUser()?.id;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../../lib/offline/sync').then(({ startBackgroundSync }) => {
      if (!cancelled) stop = startBackgroundSync(userId);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);
}
