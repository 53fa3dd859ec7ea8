import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { toastApiError } from './api/handleError';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the caller shows the failure itself (or it is expected, like 401 on the user probe). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** Retries are the API client's, so the query layer never repeats a call. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => !query.meta?.silent && toastApiError(error) }),
  mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => !mutation.meta?.silent && toastApiError(error) }),
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** Marks every query under each key stale and reads the shown ones again. */
export const invalidate = (...keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
