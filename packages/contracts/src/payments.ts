import { z } from 'zod';
import { MAX_AMOUNT } from './accounts';
import { isoDateSchema, listQuerySchema, pageOf } from './common';
import { PAYMENT_METHODS } from './invoicing';
import { validationMessages } from './request-messages';

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

/**
 * A payment received from a member: `invoice_ids` are settled oldest first as far as the amount
 * reaches, the rest stays on the account as credit. Direct debits are booked by a collection run.
 */
export const paymentCreateSchema = z.object({
  amount: z.number().int().min(1).max(MAX_AMOUNT),
  method: paymentMethodSchema.exclude(['direct_debit']),
  invoice_ids: z.array(z.number().int().positive()).max(100).default([]),
  paid_at: isoDateSchema,
  reference: z.string().trim().max(140, validationMessages.maxLength(140).message).nullable().default(null),
});
export type PaymentCreate = z.infer<typeof paymentCreateSchema>;

export const paymentAllocationSchema = z.object({
  invoice_id: z.number().int(),
  invoice_number: z.string().nullable(),
  amount: z.number().int(),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  membership_id: z.number().int().nullable(),
  method: paymentMethodSchema,
  amount: z.number().int(),
  paid_at: z.string(),
  reference: z.string().nullable(),
  allocations: z.array(paymentAllocationSchema),
  /** What no invoice took: credit on the account. */
  unallocated: z.number().int(),
  /** A direct debit the bank returned: its entry is reversed and its invoices open again. */
  returned: z.boolean(),
  entry_id: z.number().int(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListQuerySchema = listQuerySchema.omit({ paginate: true, search: true });
export const paymentPageSchema = pageOf(paymentSchema);
