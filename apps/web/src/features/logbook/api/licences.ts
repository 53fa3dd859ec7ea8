import { type LicenceInput, licenceSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { invalidate, queryClient } from '../../../lib/queryClient';
import { logbookKeys, userKeys } from '../../../lib/queryKeys';

const listSchema = z.object({ data: z.array(licenceSchema) });

/** The user's licences, ratings and medical. */
export const licencesQuery = queryOptions({
  queryKey: userKeys.licences,
  queryFn: async ({ signal }) => (await api.get('/api/user/licences', listSchema, {}, signal)).data,
});

/** Replaces the whole set; validity and warnings in the logbook follow. */
export async function putLicences(licences: LicenceInput[]) {
  const saved = (await api.put('/api/user/licences', { data: licences }, listSchema)).data;
  queryClient.setQueryData(userKeys.licences, saved);
  await invalidate(logbookKeys.totals);
  return saved;
}
