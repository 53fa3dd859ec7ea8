import { oneOf, type PaymentCreate, paymentSchema } from '@portal/contracts';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { accountingKeys, accountKeys, invoiceKeys, paymentKeys } from '../../../lib/queryKeys';

/** Records a payment of a member; their account, payments and the invoices it settles are read anew. */
export async function recordPayment(membershipId: number, payment: PaymentCreate) {
  const recorded = await api.post(`/api/memberships/${membershipId}/payments`, payment, oneOf(paymentSchema));
  await invalidate(paymentKeys.member(membershipId), accountKeys.member(membershipId), invoiceKeys.all, accountingKeys.all);
  return recorded.data;
}
