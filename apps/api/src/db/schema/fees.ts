import { FEE_KINDS, TAX_SPHERES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { oneOf } from './one-of';

/** What a company charges: amount in minor units of the company's currency, VAT in basis points (1900 = 19 %). */
export const fees = pgTable(
  'fees',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ident: text('ident').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: FEE_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    vatRate: integer('vat_rate').notNull().default(0),
    /** The revenue account (SKR 03: 8400 = Erlöse 19 %) its charges are booked to. */
    revenueAccount: text('revenue_account').notNull().default('8400'),
    /** For clubs: which of the four tax spheres the revenue belongs to. */
    taxSphere: text('tax_sphere', { enum: TAX_SPHERES }),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('fees_company_id_unique').on(t.companyId, t.id),
    uniqueIndex('fees_company_ident_unique').on(t.companyId, sql`lower(${t.ident})`),
    check('fees_kind_check', sql`${t.kind} in ('per_hour', 'per_flight', 'per_landing', 'flat', 'per_month', 'per_year')`),
    check('fees_amount_check', sql`${t.amount} >= 0`),
    check('fees_vat_rate_check', sql`${t.vatRate} between 0 and 10000`),
    check('fees_revenue_account_check', sql`${t.revenueAccount} ~ '^[0-9]{4,6}$'`),
    check('fees_tax_sphere_check', oneOf(t.taxSphere, TAX_SPHERES)),
    check('fees_validity_check', sql`${t.validUntil} >= ${t.validFrom}`),
  ],
);
