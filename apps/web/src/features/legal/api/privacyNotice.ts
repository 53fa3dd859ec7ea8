import { type PrivacyNotice, privacyNoticeSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** The privacy notice's values from the server's configuration; they change only with a restart. */
export const privacyNoticeQuery = queryOptions({
  queryKey: ['privacy-notice'],
  queryFn: async (): Promise<PrivacyNotice> => privacyNoticeSchema.parse((await api.get<{ data: unknown }>('/api/privacy')).data),
  staleTime: Number.POSITIVE_INFINITY,
});
