import { type SepaMandatePut, sepaMandateAnswerSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { sepaKeys } from '../../../lib/queryKeys';

/** The member's live SEPA mandate, or null. */
export const mandateQuery = (membershipId: number) =>
  queryOptions({
    queryKey: sepaKeys.mandate(membershipId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/memberships/${membershipId}/sepa-mandate`, sepaMandateAnswerSchema, {}, signal)).data,
  });

export async function saveMandate(membershipId: number, mandate: SepaMandatePut) {
  await api.put(`/api/memberships/${membershipId}/sepa-mandate`, mandate, sepaMandateAnswerSchema);
  await invalidate(sepaKeys.mandate(membershipId));
}
