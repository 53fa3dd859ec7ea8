import { airportListSchema } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** Airports whose code or a word of whose name or town starts with the typed words, relevant first. */
export const airportSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['airports', 'search', search],
    queryFn: async ({ signal }) => (await api.get('/api/airports', airportListSchema, { search, per_page: 10 }, signal)).data,
    enabled: search.trim().length >= 2,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
