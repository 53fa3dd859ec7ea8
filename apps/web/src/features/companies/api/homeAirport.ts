import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { companyKeys } from '../../../lib/queryKeys';

/** Loaded with the answer (see companies.ts): the companies feature is part of the shell's first code. */
const homeAirportSchema = () =>
  Promise.all([import('@portal/contracts/common'), import('@portal/contracts/companies')]).then(
    ([{ oneOf }, { companyHomeAirportSchema }]) => oneOf(companyHomeAirportSchema.nullable()),
  );

/** The airfield a company flies from (its setting, else the home base of most of its aircraft), or null. */
export const homeAirportQuery = (companyId: number) =>
  queryOptions({
    queryKey: companyKeys.homeAirport(companyId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/companies/${companyId}/home-airport`, homeAirportSchema, {}, signal)).data,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
