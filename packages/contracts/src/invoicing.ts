/**
 * The constants of invoicing, payments and SEPA direct debit that the database checks and the API
 * and web share. The request and response schemas live beside them in `invoices.ts`, `payments.ts`
 * and `sepa.ts`.
 */

/** `draft` has no number; an issued invoice only moves on through payment or cancellation. */
export const INVOICE_STATUSES = ['draft', 'issued', 'partially_paid', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A cancellation (Stornorechnung) is an invoice of its own, with its own number, that references the one it cancels. */
export const INVOICE_KINDS = ['invoice', 'cancellation'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Where an invoice line comes from: a flight's charge line, a manual posting on the account, or typed on the invoice. */
export const INVOICE_LINE_SOURCES = ['charge', 'entry', 'manual'] as const;
export type InvoiceLineSource = (typeof INVOICE_LINE_SOURCES)[number];

/** An invoice line counts what a charge line counts, or pieces for a typed item. */
export const INVOICE_UNITS = ['minutes', 'landings', 'flights', 'decilitres', 'pieces'] as const;
export type InvoiceUnit = (typeof INVOICE_UNITS)[number];

/** How a payment reached the company. */
export const PAYMENT_METHODS = ['transfer', 'cash', 'card', 'direct_debit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const SEPA_FORMATS = ['pain.008.001.08', 'pain.008.001.02'] as const;
export type SepaFormat = (typeof SEPA_FORMATS)[number];

/** FRST for a mandate's first collection, RCUR after it. */
export const SEPA_SEQUENCES = ['FRST', 'RCUR'] as const;
export type SepaSequence = (typeof SEPA_SEQUENCES)[number];

export const SEPA_COLLECTION_STATUSES = ['exported', 'collected'] as const;
export type SepaCollectionStatus = (typeof SEPA_COLLECTION_STATUSES)[number];

export const SEPA_ITEM_STATUSES = ['pending', 'collected', 'returned'] as const;
export type SepaItemStatus = (typeof SEPA_ITEM_STATUSES)[number];

/** The default number pattern: `{YYYY}` the issue year, `{NNNNN}` the next number of that year's range, zero-padded to the width of the N's. */
export const DEFAULT_INVOICE_NUMBER_PATTERN = '{YYYY}-{NNNNN}';
