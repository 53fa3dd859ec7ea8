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
    void import('./outbox').then(({ watchOutbox }) => {
      if (!cancelled) stop = watchOutbox(userId, setItems);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);
  return scope === undefined ? items : items.filter((item) => item.scope === scope);
}
