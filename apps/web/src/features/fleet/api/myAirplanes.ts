import { airplaneSchema, listOf } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { airplaneKeys } from '../../../lib/queryKeys';

/** Every aircraft the user may book across their companies, with company and home base. */
export const myAirplanesQuery = (userId: number) =>
  queryOptions({
    queryKey: airplaneKeys.user(userId),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/users/${userId}/airplanes`,
          listOf(airplaneSchema),
          { paginate: 'false', 'permissions[airplane]': '*', include: 'company,homebase' },
          signal,
        )
      ).data,
    meta: { silent: true },
  });
