import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { revenueAccountSchema, taxSphereSchema } from './charges';
import { isoDateSchema, listQuerySchema, pageMetaSchema } from './common';
import { minorUnitsSchema, vatRateSchema } from './fees';
import { invoiceMessages } from './invoices-messages';
import { INVOICE_KINDS, INVOICE_LINE_SOURCES, INVOICE_STATUSES, INVOICE_UNITS } from './invoicing';
import { validationMessages } from './request-messages';
import { isValidCreditorId } from './sepa-creditor-id';

const text = (max: number) => z.string().trim().max(max, validationMessages.maxLength(max).message);
/** An optional text field: blank is stored as null. */
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null));
const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** An IBAN as typed (spaces and lower case allowed), stored in its electronic form. */
export const ibanSchema = z
  .string()
  .trim()
  .transform((value) => electronicFormatIBAN(value) ?? compact(value))
  .refine((value) => isValidIBAN(value), invoiceMessages.ibanInvalid.message);
export const bicSchema = z
  .string()
  .trim()
  .transform(compact)
  .refine((value) => isValidBIC(value), invoiceMessages.bicInvalid.message);
export const creditorIdSchema = z
  .string()
  .trim()
  .transform(compact)
  .refine((value) => isValidCreditorId(value), invoiceMessages.creditorIdInvalid.message);
/** `{YYYY}` the issue year and `{NNNNN}` the running number padded to the N's (three to eight). */
export const numberPatternSchema = z
  .string()
  .trim()
  .regex(/^(?=.*\{N{3,8}\})(?:\{YYYY\}|\{N{3,8}\}|[A-Za-z0-9\-/_.])+$/, invoiceMessages.patternInvalid.message)
  .refine((value) => (value.match(/\{N+\}/g) ?? []).length === 1, invoiceMessages.patternInvalid.message);

const reminderDays = z.number().int().min(1).max(365).nullable();

/** `GET/PUT /api/companies/{id}/billing`: what an invoice needs of its issuer beyond the company's address. */
export const companyBillingSchema = z.object({
  tax_number: z.string().nullable(),
  vat_id: z.string().nullable(),
  account_holder: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  creditor_id: z.string().nullable(),
  number_pattern: z.string(),
  payment_terms_days: z.number().int(),
  /** Days after the due date for the first reminder; null: none. */
  first_reminder_days: z.number().int().nullable(),
  /** Days after the first reminder for the second; null: none. */
  second_reminder_days: z.number().int().nullable(),
  /** The fee (of the company's fee list) charged with a reminder; null: none. */
  reminder_fee_id: z.number().int().nullable(),
});
export type CompanyBilling = z.infer<typeof companyBillingSchema>;

/** The whole of the billing details; blank texts are stored as null. */
export const companyBillingUpdateSchema = z
  .object({
    tax_number: optionalText(40),
    vat_id: optionalText(20),
    account_holder: optionalText(70),
    iban: ibanSchema.nullable().default(null),
    bic: bicSchema.nullable().default(null),
    creditor_id: creditorIdSchema.nullable().default(null),
    number_pattern: numberPatternSchema.default('{YYYY}-{NNNNN}'),
    payment_terms_days: z.number().int().min(0).max(365).default(14),
    first_reminder_days: reminderDays.default(14),
    second_reminder_days: reminderDays.default(14),
    reminder_fee_id: z.number().int().positive().nullable().default(null),
  })
  .strict();
export type CompanyBillingUpdate = z.infer<typeof companyBillingUpdateSchema>;

export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export const invoiceUnitSchema = z.enum(INVOICE_UNITS);

/** One line of an invoice. A `charge` line bills a flight's charge line; a `manual` one was typed. */
export const invoiceLineSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  source: z.enum(INVOICE_LINE_SOURCES),
  charge_line_id: z.number().int().nullable(),
  flight_id: z.number().int().nullable(),
  service_date: z.string().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unit: invoiceUnitSchema,
  /** Gross, as the fee list has it: per hour for minutes, per litre for decilitres, else per unit. */
  unit_price: z.number().int(),
  net: z.number().int(),
  vat_rate: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
  revenue_account: z.string(),
  tax_sphere: taxSphereSchema.nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** Net, VAT and gross of the lines at one VAT rate (§ 14 UStG: per rate). */
export const vatBreakdownSchema = z.object({
  vat_rate: z.number().int(),
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
});

export const recipientSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  email: z.string().nullable(),
});

/** An invoice; `number` is null while a draft. Money in minor units of `currency`. */
export const invoiceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  status: invoiceStatusSchema,
  number: z.string().nullable(),
  /** Issued, not paid and past `due_at`. */
  overdue: z.boolean(),
  membership_id: z.number().int().nullable(),
  recipient: recipientSchema,
  cancels_invoice_id: z.number().int().nullable(),
  /** The cancellation that cancelled this invoice. */
  cancelled_by_invoice_id: z.number().int().nullable(),
  period_from: z.string().nullable(),
  period_to: z.string().nullable(),
  issued_at: z.string().nullable(),
  due_at: z.string().nullable(),
  currency: z.string(),
  total_net: z.number().int(),
  total_vat: z.number().int(),
  total_gross: z.number().int(),
  paid_amount: z.number().int(),
  /** In a direct-debit collection that the bank has not confirmed yet: no payment is recorded by hand meanwhile. */
  collection_pending: z.boolean(),
  note: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  vat_breakdown: z.array(vatBreakdownSchema),
  line_count: z.number().int(),
  /** Only in the answer about one invoice. */
  lines: z.array(invoiceLineSchema).optional(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceResponseSchema = z.object({ data: invoiceSchema });

/** `GET /api/companies/{id}/invoices`; `from`/`to` are the invoice date (a draft's creation day) in the company's zone. */
export const invoiceListQuerySchema = listQuerySchema.extend({
  status: invoiceStatusSchema.optional(),
  overdue: z.enum(['true', 'false']).optional(),
  membership_id: z.coerce.number().int().positive().optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** The list with the sums over every invoice the filter finds (not only the page's). */
export const invoicePageSchema = z.object({
  data: z.array(invoiceSchema),
  meta: pageMetaSchema.optional(),
  sums: z.object({ total_gross: z.number().int(), open: z.number().int(), currency: z.string() }),
});

/** A typed line, priced gross as fees are: gross = quantity × unit price, the VAT in it rounded per line. */
export const invoiceLineInputSchema = z.object({
  description: text(300).min(1, 'This field is required'),
  quantity: z.number().int().min(1).max(100_000),
  unit_price: minorUnitsSchema,
  vat_rate: vatRateSchema.default(0),
  revenue_account: revenueAccountSchema.default('8400'),
  tax_sphere: taxSphereSchema.nullable().default(null),
});
export type InvoiceLineInput = z.infer<typeof invoiceLineInputSchema>;

const recipientInputSchema = z.object({
  name: text(200).min(1, 'This field is required'),
  address: optionalText(500),
  email: z.email('Please enter a valid email').max(255).nullable().default(null),
});

const periodRefinement = (value: { period_from?: string | null; period_to?: string | null }) =>
  !value.period_from || !value.period_to || value.period_from <= value.period_to;

/**
 * `POST /api/companies/{id}/invoices`: a draft to a member (`membership_id`, with their unbilled
 * charges of the period when `include_unbilled`) or to anyone else (`recipient`).
 */
export const invoiceCreateSchema = z
  .object({
    membership_id: z.number().int().positive().nullable().default(null),
    recipient: recipientInputSchema.nullable().default(null),
    lines: z.array(invoiceLineInputSchema).max(200).default([]),
    include_unbilled: z.boolean().default(true),
    period_from: isoDateSchema.nullable().default(null),
    period_to: isoDateSchema.nullable().default(null),
    note: optionalText(1000),
  })
  .strict()
  .refine((value) => !(value.membership_id && value.recipient), {
    path: ['recipient'],
    message: invoiceMessages.recipientOne.message,
  })
  .refine((value) => value.membership_id || value.recipient, {
    path: ['membership_id'],
    message: invoiceMessages.recipientRequired.message,
  })
  .refine(periodRefinement, { path: ['period_to'], message: invoiceMessages.periodOrder.message });
export type InvoiceCreate = z.infer<typeof invoiceCreateSchema>;

/** `PATCH /api/invoices/{id}` of a draft: `lines` replaces its typed lines (billed charges stay). */
export const invoiceUpdateSchema = z
  .object({
    recipient: recipientInputSchema.optional(),
    lines: z.array(invoiceLineInputSchema).max(200).optional(),
    period_from: isoDateSchema.nullable().optional(),
    period_to: isoDateSchema.nullable().optional(),
    note: optionalText(1000).optional(),
  })
  .strict()
  .refine(periodRefinement, { path: ['period_to'], message: invoiceMessages.periodOrder.message });
export type InvoiceUpdate = z.infer<typeof invoiceUpdateSchema>;

/** `POST /api/companies/{id}/invoice-runs`: one draft per member of their unbilled charges of the period. */
export const invoiceRunSchema = z
  .object({
    period_from: isoDateSchema,
    period_to: isoDateSchema,
    /** Only preview: nothing is written. */
    dry_run: z.boolean().default(true),
  })
  .strict()
  .refine(periodRefinement, { path: ['period_to'], message: invoiceMessages.periodOrder.message })
  .refine((value) => Date.parse(value.period_to) - Date.parse(value.period_from) < 366 * 86_400_000, {
    path: ['period_to'],
    message: invoiceMessages.periodTooLong.message,
  });
export type InvoiceRun = z.infer<typeof invoiceRunSchema>;

export const invoiceRunDraftSchema = z.object({
  membership_id: z.number().int(),
  name: z.string(),
  /** The draft written; null in a dry run. */
  invoice_id: z.number().int().nullable(),
  line_count: z.number().int(),
  total_net: z.number().int(),
  total_vat: z.number().int(),
  total_gross: z.number().int(),
});
export const invoiceRunResultSchema = z.object({
  data: z.object({
    dry_run: z.boolean(),
    currency: z.string(),
    drafts: z.array(invoiceRunDraftSchema),
    total_gross: z.number().int(),
  }),
});
export type InvoiceRunResult = z.infer<typeof invoiceRunResultSchema>['data'];

/** `POST /api/companies/{id}/invoices/issue`: issue these drafts in one go (numbers in id order). */
export const invoiceIssueManySchema = z.object({ invoice_ids: z.array(z.number().int().positive()).min(1).max(1000) }).strict();
export const invoiceIssueManyResultSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), number: z.string() })),
});
