import { useSyncExternalStore } from 'react';
import { queryClient } from '../queryClient';

/**
 * Whether what the pages show came from the local copy because the server could not be reached, and
 * as of when (the oldest copy shown since the connection was lost). Without Dexie: the shell watches it on every page.
 */
let asOf: string | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** A read was answered from the local copy saved at `savedAt`. */
export function markServedOffline(savedAt: string) {
  if (asOf !== null && asOf <= savedAt) return;
  asOf = savedAt;
  notify();
}

/** The server answered again: every page reads afresh what it showed from the local copy. */
export function markOnline() {
  if (asOf === null) return;
  asOf = null;
  notify();
  void queryClient.invalidateQueries();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** When the shown local copy was saved (ISO), or null while the server answers. */
export const useOfflineAsOf = () =>
  useSyncExternalStore(
    subscribe,
    () => asOf,
    () => asOf,
  );
