import { airportSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { airportKeys } from '../../../lib/queryKeys';

const SUGGESTIONS = 8;
const suggestionsSchema = z.object({
  data: z.array(airportSchema.pick({ id: true, ident: true, name: true, municipality: true })),
});

/** Up to eight airports whose code or name starts with what was typed (airports directory). */
export const airportSuggestionsQuery = (search: string) =>
  queryOptions({
    queryKey: airportKeys.matching(search, SUGGESTIONS),
    queryFn: async ({ signal }) =>
      (await api.get('/api/airports', suggestionsSchema, { search, per_page: SUGGESTIONS }, signal)).data,
    staleTime: 10 * 60_000,
    enabled: search.trim().length >= 2,
  });
