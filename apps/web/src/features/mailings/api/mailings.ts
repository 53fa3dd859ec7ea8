import {
  type MailingCreateInput,
  mailingPreviewSchema,
  mailingRecipientSchema,
  mailingSchema,
  messageSchema,
  pageOf,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { mailingKeys } from '../../../lib/queryKeys';

/** `all`: every mailing of the company (admins); `received`: those sent to the user, the inbox. */
export const mailingsQuery = (companyId: number, box: 'all' | 'received', page: number) =>
  queryOptions({
    queryKey: mailingKeys.list(companyId, box, page),
    queryFn: ({ signal }) =>
      api.get(`/api/companies/${companyId}/mailings`, pageOf(mailingSchema), { box, page, per_page: 20 }, signal),
  });

export const recipientsQuery = (mailingId: number) =>
  queryOptions({
    queryKey: mailingKeys.recipients(mailingId),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/mailings/${mailingId}/recipients`,
          z.object({ data: z.array(mailingRecipientSchema) }),
          undefined,
          signal,
        )
      ).data,
  });

export async function previewMailing(companyId: number, body: MailingCreateInput) {
  return (await api.post(`/api/companies/${companyId}/mailings/preview`, body, z.object({ data: mailingPreviewSchema }))).data;
}

export async function sendMailing(companyId: number, body: MailingCreateInput) {
  const { data } = await api.post(`/api/companies/${companyId}/mailings`, body, z.object({ data: mailingSchema }));
  await invalidate(mailingKeys.all);
  return data;
}

export const unsubscribe = (values: { company_id: number; user_id: number; signature: string }) =>
  api.post('/api/mailings/unsubscribe', values, messageSchema);
