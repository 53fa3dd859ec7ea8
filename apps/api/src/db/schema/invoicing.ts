import {
  INVOICE_KINDS,
  INVOICE_LINE_SOURCES,
  INVOICE_STATUSES,
  INVOICE_UNITS,
  PAYMENT_METHODS,
  SEPA_COLLECTION_STATUSES,
  SEPA_FORMATS,
  SEPA_ITEM_STATUSES,
  SEPA_SEQUENCES,
  TAX_SPHERES,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { journalEntries } from './accounts';
import { chargeLines } from './charges';
import { companies, memberships } from './companies';
import { flights } from './flights';
import { users } from './identity';
import { oneOf } from './one-of';

/**
 * What an invoice needs of its issuer beyond the company's address (§ 14 UStG), and how the
 * company collects: bank account and SEPA creditor identifier. One row per company, made when
 * accounting first saves it.
 */
export const companyBilling = pgTable(
  'company_billing',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    taxNumber: text('tax_number'),
    vatId: text('vat_id'),
    accountHolder: text('account_holder'),
    iban: text('iban'),
    bic: text('bic'),
    creditorId: text('creditor_id'),
    numberPattern: text('number_pattern').notNull().default('{YYYY}-{NNNNN}'),
    paymentTermsDays: smallint('payment_terms_days').notNull().default(14),
    /** Days after the due date (first) and after the first reminder (second); null: no reminders. */
    firstReminderDays: smallint('first_reminder_days').default(14),
    secondReminderDays: smallint('second_reminder_days').default(14),
    /** The fee charged with a reminder (a fee of the company's list); null: none. */
    reminderFeeId: integer('reminder_fee_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_billing_payment_terms_check', sql`${t.paymentTermsDays} between 0 and 365`),
    check('company_billing_pattern_check', sql`${t.numberPattern} ~ '\\{N+\\}'`),
    check('company_billing_iban_check', sql`${t.iban} is null or ${t.iban} ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'`),
  ],
);

/**
 * The next number of a company's invoice range per year. Issuing takes it with `update … returning`
 * in the issuing transaction, so the row lock orders concurrent issuers and a rolled-back issue
 * gives its number back: the numbers stay gap-free across processes.
 */
export const invoiceNumberRanges = pgTable(
  'invoice_number_ranges',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    nextValue: integer('next_value').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.year] }), check('invoice_number_ranges_next_check', sql`${t.nextValue} >= 1`)],
);

/**
 * An invoice to a member (`membership_id`) or to anyone else (`recipient_*`). A draft has no number
 * and may change; issuing fixes number, recipient and totals, after which only its payment state,
 * reminders and mailing move (a trigger refuses any other change and any delete).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull().default('invoice'),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    number: text('number'),
    membershipId: integer('membership_id'),
    recipientName: text('recipient_name').notNull(),
    recipientAddress: text('recipient_address'),
    recipientEmail: text('recipient_email'),
    cancelsInvoiceId: integer('cancels_invoice_id'),
    periodFrom: date('period_from'),
    periodTo: date('period_to'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    dueAt: date('due_at'),
    currency: char('currency', { length: 3 }).notNull(),
    totalNet: bigint('total_net', { mode: 'number' }).notNull().default(0),
    totalVat: bigint('total_vat', { mode: 'number' }).notNull().default(0),
    totalGross: bigint('total_gross', { mode: 'number' }).notNull().default(0),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    note: text('note'),
    /** Set while the invoice is in a SEPA collection that is not yet confirmed or returned. */
    collectionPending: boolean('collection_pending').notNull().default(false),
    reminderLevel: smallint('reminder_level').notNull().default(0),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_company_number_unique').on(t.companyId, t.number),
    unique('invoices_company_id_unique').on(t.companyId, t.id),
    unique('invoices_cancels_unique').on(t.cancelsInvoiceId),
    foreignKey({ columns: [t.companyId, t.membershipId], foreignColumns: [memberships.companyId, memberships.id] }),
    foreignKey({ columns: [t.companyId, t.cancelsInvoiceId], foreignColumns: [t.companyId, t.id] }),
    index('invoices_company_status_idx').on(t.companyId, t.status, t.issuedAt),
    index('invoices_membership_idx').on(t.membershipId, t.issuedAt),
    check('invoices_kind_check', oneOf(t.kind, INVOICE_KINDS)),
    check('invoices_status_check', oneOf(t.status, INVOICE_STATUSES)),
    check('invoices_number_check', sql`(${t.number} is null) = (${t.status} = 'draft')`),
    check('invoices_issued_check', sql`(${t.issuedAt} is null) = (${t.status} = 'draft')`),
    check('invoices_cancellation_check', sql`(${t.kind} = 'cancellation') = (${t.cancelsInvoiceId} is not null)`),
    check('invoices_totals_check', sql`${t.totalGross} = ${t.totalNet} + ${t.totalVat}`),
    check('invoices_paid_check', sql`${t.paidAmount} >= 0`),
    check('invoices_period_check', sql`${t.periodFrom} is null or ${t.periodTo} is null or ${t.periodFrom} <= ${t.periodTo}`),
    check('invoices_reminder_check', sql`${t.reminderLevel} between 0 and 2`),
  ],
);

/**
 * One line of an invoice. A line billed from a flight's charge line or an account posting points at
 * it; a typed item (`manual`) is posted to the member's account when the invoice is issued
 * (`entry_id` then names that posting). Money as on charge lines: `net + vat = gross`.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    position: smallint('position').notNull(),
    source: text('source', { enum: INVOICE_LINE_SOURCES }).notNull(),
    // A re-priced flight replaces its unbilled charge lines: a draft loses the old ones with them.
    chargeLineId: integer('charge_line_id').references(() => chargeLines.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id').references(() => journalEntries.id),
    flightId: integer('flight_id').references(() => flights.id, { onDelete: 'set null' }),
    serviceDate: date('service_date'),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unit: text('unit', { enum: INVOICE_UNITS }).notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    vatRate: integer('vat_rate').notNull().default(0),
    vat: bigint('vat', { mode: 'number' }).notNull().default(0),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    revenueAccount: text('revenue_account').notNull(),
    taxSphere: text('tax_sphere', { enum: TAX_SPHERES }),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.invoiceId], foreignColumns: [invoices.companyId, invoices.id] }).onDelete('cascade'),
    unique('invoice_lines_position_unique').on(t.invoiceId, t.position),
    index('invoice_lines_charge_idx').on(t.chargeLineId),
    index('invoice_lines_entry_idx').on(t.entryId),
    check('invoice_lines_source_check', oneOf(t.source, INVOICE_LINE_SOURCES)),
    check('invoice_lines_unit_check', oneOf(t.unit, INVOICE_UNITS)),
    check('invoice_lines_charge_source_check', sql`(${t.source} = 'charge') = (${t.chargeLineId} is not null)`),
    check('invoice_lines_vat_rate_check', sql`${t.vatRate} between 0 and 10000`),
    check('invoice_lines_sum_check', sql`${t.gross} = ${t.net} + ${t.vat}`),
    check('invoice_lines_revenue_account_check', sql`${t.revenueAccount} ~ '^[0-9]{4,6}$'`),
  ],
);

/** A member's SEPA direct debit mandate (one live mandate per membership). */
export const sepaMandates = pgTable(
  'sepa_mandates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id').notNull(),
    reference: text('reference').notNull(),
    signedOn: date('signed_on').notNull(),
    accountHolder: text('account_holder').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    /** Set by the first collection: later ones are RCUR. */
    firstCollectedAt: timestamp('first_collected_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sepa_mandates_company_reference_unique').on(t.companyId, t.reference),
    unique('sepa_mandates_company_id_unique').on(t.companyId, t.id),
    uniqueIndex('sepa_mandates_live_membership_unique').on(t.membershipId).where(sql`${t.revokedAt} is null`),
    foreignKey({ columns: [t.companyId, t.membershipId], foreignColumns: [memberships.companyId, memberships.id] }).onDelete(
      'cascade',
    ),
    check('sepa_mandates_iban_check', sql`${t.iban} ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'`),
    check('sepa_mandates_reference_check', sql`${t.reference} ~ '^[A-Za-z0-9+?/:().,''-]{1,35}$'`),
  ],
);

/** A payment received from a member (or a guest: no membership), allocated to invoices or left as credit. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id'),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAt: date('paid_at').notNull(),
    reference: text('reference'),
    /** The journal entry that booked it (member or receivables account against bank or cash). */
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    /** Set when a direct debit came back: the return's reversal entry. */
    returnedEntryId: integer('returned_entry_id').references(() => journalEntries.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payments_company_id_unique').on(t.companyId, t.id),
    foreignKey({ columns: [t.companyId, t.membershipId], foreignColumns: [memberships.companyId, memberships.id] }),
    index('payments_membership_idx').on(t.membershipId, t.paidAt),
    check('payments_method_check', oneOf(t.method, PAYMENT_METHODS)),
    check('payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/** How much of a payment settles which invoice. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    companyId: integer('company_id').notNull(),
    paymentId: integer('payment_id').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    foreignKey({ columns: [t.companyId, t.paymentId], foreignColumns: [payments.companyId, payments.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.invoiceId], foreignColumns: [invoices.companyId, invoices.id] }),
    index('payment_allocations_invoice_idx').on(t.invoiceId),
    check('payment_allocations_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A direct debit run: the pain.008 file handed to the bank, and whether the bank confirmed it. */
export const sepaCollections = pgTable(
  'sepa_collections',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    format: text('format', { enum: SEPA_FORMATS }).notNull(),
    collectionDate: date('collection_date').notNull(),
    status: text('status', { enum: SEPA_COLLECTION_STATUSES }).notNull().default('exported'),
    itemCount: integer('item_count').notNull(),
    controlSum: bigint('control_sum', { mode: 'number' }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    unique('sepa_collections_company_id_unique').on(t.companyId, t.id),
    unique('sepa_collections_message_unique').on(t.companyId, t.messageId),
    check('sepa_collections_format_check', oneOf(t.format, SEPA_FORMATS)),
    check('sepa_collections_status_check', oneOf(t.status, SEPA_COLLECTION_STATUSES)),
    check('sepa_collections_count_check', sql`${t.itemCount} > 0 and ${t.controlSum} > 0`),
  ],
);

/** One invoice collected in a run, under one mandate. */
export const sepaCollectionItems = pgTable(
  'sepa_collection_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    collectionId: integer('collection_id').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    mandateId: integer('mandate_id').notNull(),
    sequence: text('sequence', { enum: SEPA_SEQUENCES }).notNull(),
    endToEndId: text('end_to_end_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: SEPA_ITEM_STATUSES }).notNull().default('pending'),
    /** The payment booked when the run was confirmed. */
    paymentId: integer('payment_id'),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.collectionId], foreignColumns: [sepaCollections.companyId, sepaCollections.id] }),
    foreignKey({ columns: [t.companyId, t.invoiceId], foreignColumns: [invoices.companyId, invoices.id] }),
    foreignKey({ columns: [t.companyId, t.mandateId], foreignColumns: [sepaMandates.companyId, sepaMandates.id] }),
    foreignKey({ columns: [t.companyId, t.paymentId], foreignColumns: [payments.companyId, payments.id] }),
    unique('sepa_collection_items_invoice_unique').on(t.collectionId, t.invoiceId),
    index('sepa_collection_items_invoice_idx').on(t.invoiceId),
    check('sepa_collection_items_sequence_check', oneOf(t.sequence, SEPA_SEQUENCES)),
    check('sepa_collection_items_status_check', oneOf(t.status, SEPA_ITEM_STATUSES)),
    check('sepa_collection_items_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Scheduled work that must run once across server processes: a process takes a job's lease with one
 * conditional update (due and not leased, or its lease expired), runs it, and sets the next run.
 * A process that dies mid-run leaves a lease that expires, so another retries.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  leasedBy: text('leased_by'),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
  failures: integer('failures').notNull().default(0),
});
