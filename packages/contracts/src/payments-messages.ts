import { type Message, message } from './message';

/** Every message the payments API sends, in English, with a stable code the web translates by. */
export const paymentMessages = {
  invoiceNotOpen: message(
    'payments.invoice_not_open',
    {},
    'Only issued invoices of this member that are not yet paid can be settled.',
  ),
  invoicePending: message(
    'payments.invoice_collection_pending',
    {},
    'This invoice is being collected by direct debit; confirm or return the collection first.',
  ),
  paidInFuture: message('payments.paid_in_future', {}, 'The payment date cannot be in the future.'),
} as const satisfies Record<string, Message>;
