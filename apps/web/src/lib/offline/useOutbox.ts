import { useEffect, useState } from 'react';
import type { OutboxItem } from './outboxItem';
import { offlineOwner } from './owner';

/**
 * The signed-in user's queued writes as they change, optionally only those shown in one list
 * (`scope`). Dexie loads with the first caller, not with the shell.
 */
export function useOutbox(scope?: string): OutboxItem[] {
  const userId = offlineOwner();
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    if (userId === null) return setItems([]);
    let stop: (() => void) | undefined;
    let cancelled = false;
    // After the page's own first work (the navbar asks on every page), as the background sync does.
    const start = () =>
      void import('./outbox').then(({ watchOutbox }) => {
        if (!cancelled) stop = watchOutbox(userId, setItems);
      });
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 1000);
    return () => {
      cancelled = true;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      stop?.();
    };
  }, [userId]);
  return scope === undefined ? items : items.filter((item) => item.scope === scope);
}
