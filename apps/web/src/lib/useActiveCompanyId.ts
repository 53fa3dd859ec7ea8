import { useSyncExternalStore } from 'react';
import { activeCompanyId } from './api/session';

const subscribe = (listener: () => void) => {
  window.addEventListener('portal:company', listener);
  return () => window.removeEventListener('portal:company', listener);
};

/**
 * The active company (sent as X-COMPANY), re-rendering when the membership selector switches it.
 * The server's render of the dashboard (app/snapshot) knows none: it is the browser's to keep.
 */
export function useActiveCompanyId(): number | null {
  return useSyncExternalStore(subscribe, activeCompanyId, () => null);
}
