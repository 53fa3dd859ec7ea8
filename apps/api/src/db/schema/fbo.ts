import { PPR_STATUSES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './identity';
import { invoices } from './invoicing';
import { oneOf } from './one-of';

/**
 * A pilot's request for prior permission to land at a fixed base operator's airport (the operator is
 * a company of kind `fbo`; its airport is the company's home airport). Approved, it is an expected
 * movement; its arrival is charged the operator's landing fee by an invoice of the operator's.
 */
export const pprRequests = pgTable(
  'ppr_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PPR_STATUSES }).notNull().default('pending'),
    pprNumber: text('ppr_number'),
    declineReason: text('decline_reason'),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
    departureAt: timestamp('departure_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    departedAt: timestamp('departed_at', { withTimezone: true }),
    registration: text('registration').notNull(),
    aircraftType: text('aircraft_type').notNull(),
    mtowKg: integer('mtow_kg').notNull(),
    personsOnBoard: integer('persons_on_board').notNull(),
    purpose: text('purpose').notNull().default(''),
    landingFee: integer('landing_fee'),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ppr_requests_company_arrival_idx').on(t.companyId, t.arrivalAt),
    index('ppr_requests_company_departure_idx').on(t.companyId, t.departureAt),
    index('ppr_requests_user_idx').on(t.userId, t.arrivalAt),
    check('ppr_requests_status_check', oneOf(t.status, PPR_STATUSES)),
    check('ppr_requests_span_check', sql`${t.departureAt} is null or ${t.departureAt} > ${t.arrivalAt}`),
    check('ppr_requests_number_check', sql`(${t.status} = 'approved') = (${t.pprNumber} is not null)`),
    check('ppr_requests_reason_check', sql`(${t.status} = 'declined') = (${t.declineReason} is not null)`),
    check('ppr_requests_landed_check', sql`${t.arrivedAt} is null or ${t.status} = 'approved'`),
    check('ppr_requests_departed_check', sql`${t.departedAt} is null or ${t.arrivedAt} is not null`),
    check('ppr_requests_mtow_check', sql`${t.mtowKg} > 0 and ${t.personsOnBoard} > 0`),
  ],
);
