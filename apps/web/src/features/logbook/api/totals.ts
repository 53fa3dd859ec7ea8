import { type CarryForwardPut, carryForwardSchema, logbookTotalsSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { logbookKeys } from '../../../lib/queryKeys';
import { refreshLogbook } from './entries';

/** Totals, currency and document validity of the signed-in user's logbook. */
export const logbookTotalsQuery = queryOptions({
  queryKey: logbookKeys.totals,
  queryFn: async ({ signal }) => (await api.get('/api/logbook/totals', logbookTotalsSchema, {}, signal)).data,
});

/** Previous experience, replaced as a whole. */
export async function putCarryForward(values: CarryForwardPut) {
  const saved = (await api.put('/api/logbook/carry-forward', values, z.object({ data: carryForwardSchema }))).data;
  await refreshLogbook();
  return saved;
}
