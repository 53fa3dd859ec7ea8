import { airportListSchema } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { airportKeys } from '../../../lib/queryKeys';

const MATCHES = 10;

/** Airports whose code or a word of whose name or town starts with the typed words, relevant first. */
export const airportSearchQuery = (search: string) =>
  queryOptions({
    queryKey: airportKeys.matching(search, MATCHES),
    queryFn: async ({ signal }) =>
      (await api.get('/api/airports', airportListSchema, { search, per_page: MATCHES }, signal)).data,
    enabled: search.trim().length >= 2,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
