import { oneOf, type PaymentCreate, paymentSchema } from '@portal/contracts';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { accountKeys, paymentKeys } from '../../../lib/queryKeys';

/** Records a payment of a member; their account and payments are read anew. */
export async function recordPayment(membershipId: number, payment: PaymentCreate) {
  const recorded = await api.post(`/api/memberships/${membershipId}/payments`, payment, oneOf(paymentSchema));
  await invalidate(paymentKeys.member(membershipId), accountKeys.member(membershipId));
  return recorded.data;
}
