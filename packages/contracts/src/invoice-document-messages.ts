import { type Message, message } from './message';

/** What the invoice documents (PDF, e-invoices, mail) and the DATEV export say, with stable codes for the web. */
export const invoiceDocumentMessages = {
  draftHasNoEInvoice: message(
    'invoice_documents.draft_no_e_invoice',
    {},
    'A draft has no number yet: issue it before downloading its e-invoice.',
  ),
  eInvoiceNeedsEmail: message(
    'invoice_documents.e_invoice_needs_email',
    {},
    'An XRechnung names both parties by their email address: add one to the company and to the recipient.',
  ),
  draftNotSent: message('invoice_documents.draft_not_sent', {}, 'A draft cannot be sent: issue it first.'),
  noRecipientEmail: message('invoice_documents.no_email', {}, 'The invoice has no email address to send it to.'),
  forbidden: message('invoice_documents.forbidden', {}, 'You may not read or send this invoice.'),
  periodOrder: message('exports.period_order', {}, 'The period must end on or after its start.'),
  periodOneYear: message('exports.period_one_year', {}, 'A DATEV export lies within one calendar year.'),
} as const satisfies Record<string, Message>;
