import type { Payment } from '@portal/contracts';
import type { PaymentRow } from './queries';

export function presentPayment(row: PaymentRow): Payment {
  const allocated = row.allocations.reduce((sum, allocation) => sum + allocation.amount, 0);
  return {
    id: row.id,
    membership_id: row.membershipId,
    method: row.method,
    amount: row.amount,
    paid_at: row.paidAt,
    reference: row.reference,
    allocations: row.allocations.map((allocation) => ({
      invoice_id: allocation.invoiceId,
      invoice_number: allocation.invoiceNumber,
      amount: allocation.amount,
    })),
    unallocated: row.amount - allocated,
    returned: row.returnedEntryId !== null,
    entry_id: row.entryId,
    created_at: row.createdAt.toISOString(),
  };
}
