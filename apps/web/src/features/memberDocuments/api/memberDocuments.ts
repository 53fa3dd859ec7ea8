import { type MemberDocumentKind, memberDocumentSchema, oneOf } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { memberDocumentKeys } from '../../../lib/queryKeys';

export const memberDocumentsQuery = (membershipId: number) =>
  queryOptions({
    queryKey: memberDocumentKeys.list(membershipId),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/memberships/${membershipId}/documents`,
          z.object({ data: z.array(memberDocumentSchema) }),
          undefined,
          signal,
        )
      ).data,
  });

/** The file goes as multipart form data in the field `file`; kind and expiry in the query. */
export async function uploadMemberDocument(
  membershipId: number,
  file: File,
  fields: { kind: MemberDocumentKind; expiresOn: string | null },
) {
  const body = new FormData();
  body.append('file', file);
  const query = new URLSearchParams({ kind: fields.kind });
  if (fields.expiresOn) query.set('expires_on', fields.expiresOn);
  const result = await api.post(`/api/memberships/${membershipId}/documents?${query}`, body, oneOf(memberDocumentSchema));
  await invalidate(memberDocumentKeys.all);
  return result;
}

export async function deleteMemberDocument(id: number) {
  await api.delete(`/api/memberDocuments/${id}`);
  await invalidate(memberDocumentKeys.all);
}
