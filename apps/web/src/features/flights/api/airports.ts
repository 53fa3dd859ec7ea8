import { airportSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';

const suggestionsSchema = z.object({
  data: z.array(airportSchema.pick({ id: true, ident: true, name: true, municipality: true })),
});

/** Up to eight airports whose code or name starts with what was typed (airports directory). */
export const airportSuggestionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['airports', 'suggestions', search],
    queryFn: async ({ signal }) => (await api.get('/api/airports', suggestionsSchema, { search, per_page: 8 }, signal)).data,
    staleTime: 10 * 60_000,
    enabled: search.trim().length >= 2,
  });
