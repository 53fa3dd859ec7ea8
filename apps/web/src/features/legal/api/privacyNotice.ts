import { privacyNoticeSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { configKeys } from '../../../lib/queryKeys';

/** The privacy notice's values from the server's configuration; they change only with a restart. */
export const privacyNoticeQuery = queryOptions({
  queryKey: configKeys.privacyNotice,
  queryFn: async () => (await api.get('/api/privacy', z.object({ data: privacyNoticeSchema }))).data,
  staleTime: Number.POSITIVE_INFINITY,
});
