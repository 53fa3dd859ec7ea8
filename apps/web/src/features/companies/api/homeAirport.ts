import { companyHomeAirportSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';

/** The airfield the company flies from (its setting, else the home base of most of its aircraft), or null. */
export const companyHomeAirportQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['companies', companyId, 'home-airport'],
    queryFn: async ({ signal }) =>
      z
        .object({ data: companyHomeAirportSchema.nullable() })
        .parse(await api.get(`/api/companies/${companyId}/home-airport`, undefined, signal)).data,
    staleTime: 5 * 60_000,
  });
