import type { User } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** Loaded with the answer: the login page of a guest (401) needs neither zod nor the contracts. */
const userSchema = () => import('@portal/contracts/identity').then((contracts) => contracts.userSchema);

import { isApiError } from '../../../lib/api/errors';
import { userKeys } from '../../../lib/queryKeys';

/** The signed-in user, or null for a guest (401). */
export const userQuery = queryOptions({
  queryKey: userKeys.me,
  queryFn: async (): Promise<User | null> => {
    try {
      return await api.get('/api/user', userSchema);
    } catch (error) {
      if (isApiError(error) && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

export function useUser(): User | null {
  return useQuery(userQuery).data ?? null;
}
