import { companyHomeAirportSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { companyKeys } from '../../../lib/queryKeys';

/** The airfield a company flies from (its setting, else the home base of most of its aircraft), or null. */
export const homeAirportQuery = (companyId: number) =>
  queryOptions({
    queryKey: companyKeys.homeAirport(companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/companies/${companyId}/home-airport`,
          z.object({ data: companyHomeAirportSchema.nullable() }),
          {},
          signal,
        )
      ).data,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
