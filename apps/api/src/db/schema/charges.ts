import { CHARGE_KINDS, CHARGE_STATUSES, CHARGE_UNITS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, memberships } from './companies';
import { fees } from './fees';
import { flights } from './flights';
import { oneOf } from './one-of';

/**
 * What one instructor's time costs per hour (a `per_hour` fee): charged on every flight the
 * instructor flew. An instructor without a row is not charged for.
 */
export const instructorRates = pgTable(
  'instructor_rates',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id').notNull(),
    feeId: integer('fee_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.membershipId] }),
    foreignKey({ columns: [t.companyId, t.membershipId], foreignColumns: [memberships.companyId, memberships.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.companyId, t.feeId], foreignColumns: [fees.companyId, fees.id] }),
  ],
);

/**
 * One priced line of a flight for one payer (a split flight has a line per payer and share).
 * Amounts in minor units; `net + vat = gross`; only a fuel credit is negative. `quantity` counts
 * `unit`: minutes (unit price per hour), landings, flights, or decilitres (unit price per litre).
 * `membership_id` null: the company bears the line itself. Billed lines are never changed: a
 * correction books a reversal and new lines.
 */
export const chargeLines = pgTable(
  'charge_lines',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    flightId: integer('flight_id')
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id'),
    feeId: integer('fee_id'),
    kind: text('kind', { enum: CHARGE_KINDS }).notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unit: text('unit', { enum: CHARGE_UNITS }).notNull(),
    unitPrice: integer('unit_price').notNull(),
    sharePercent: smallint('share_percent').notNull().default(100),
    net: integer('net').notNull(),
    vatRate: integer('vat_rate').notNull().default(0),
    vat: integer('vat').notNull().default(0),
    gross: integer('gross').notNull(),
    revenueAccount: text('revenue_account').notNull(),
    packageId: integer('package_id'),
    entryId: integer('entry_id'),
    status: text('status', { enum: CHARGE_STATUSES }).notNull().default('unbilled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.membershipId], foreignColumns: [memberships.companyId, memberships.id] }),
    foreignKey({ columns: [t.companyId, t.feeId], foreignColumns: [fees.companyId, fees.id] }).onDelete('set null'),
    index('charge_lines_flight_idx').on(t.flightId),
    index('charge_lines_company_status_idx').on(t.companyId, t.status, t.flightId),
    index('charge_lines_membership_idx').on(t.membershipId, t.flightId),
    check('charge_lines_kind_check', oneOf(t.kind, CHARGE_KINDS)),
    check('charge_lines_unit_check', oneOf(t.unit, CHARGE_UNITS)),
    check('charge_lines_status_check', oneOf(t.status, CHARGE_STATUSES)),
    check('charge_lines_quantity_check', sql`${t.quantity} >= 0`),
    check('charge_lines_unit_price_check', sql`${t.unitPrice} >= 0`),
    check('charge_lines_share_check', sql`${t.sharePercent} between 1 and 100`),
    check('charge_lines_vat_rate_check', sql`${t.vatRate} between 0 and 10000`),
    check('charge_lines_sum_check', sql`${t.gross} = ${t.net} + ${t.vat}`),
    check(
      'charge_lines_sign_check',
      sql`case when ${t.kind} = 'fuel_credit' then ${t.net} <= 0 and ${t.vat} <= 0 else ${t.net} >= 0 and ${t.vat} >= 0 end`,
    ),
    check('charge_lines_revenue_account_check', sql`${t.revenueAccount} ~ '^[0-9]{4,6}$'`),
  ],
);
