import { z } from 'zod';
import { isoDateSchema } from './common';
import { invoiceDocumentMessages as says } from './invoice-document-messages';

/** `pdf` the printable invoice with its GiroCode; `zugferd` the same as PDF/A-3 with its CII XML (Factur-X EN 16931). */
export const INVOICE_PDF_FORMATS = ['pdf', 'zugferd'] as const;
export const invoicePdfQuerySchema = z.object({ format: z.enum(INVOICE_PDF_FORMATS).default('pdf') });

/** The answer to "send again": when the invoice went to the outbox. */
export const invoiceSentSchema = z.object({
  data: z.object({ id: z.number().int(), number: z.string(), sent_at: z.iso.datetime({ offset: true }) }),
});
export type InvoiceSent = z.infer<typeof invoiceSentSchema>['data'];

/** DATEV's consultant and client numbers: the tax adviser's import checks them against the client it is run for. */
export const datevExportQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    consultant_number: z.coerce.number().int().min(1001).max(9_999_999).default(1001),
    client_number: z.coerce.number().int().min(1).max(99_999).default(1),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: says.periodOrder.message })
  // DATEV takes a batch within one fiscal year only; a club's is the calendar year.
  .refine((query) => query.from.slice(0, 4) === query.to.slice(0, 4), { path: ['to'], message: says.periodOneYear.message });
export type DatevExportQuery = z.infer<typeof datevExportQuerySchema>;
