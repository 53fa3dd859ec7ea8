import { PPR_STATUSES, RECURRENCE_FREQUENCIES, WEEKDAYS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { airplanes } from './fleet';
import { users } from './identity';
import { invoices } from './invoicing';
import { allOf, oneOf } from './one-of';

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

/**
 * A series of flights at an operator's airport: an RFC 5545 rule (FREQ, INTERVAL, BYDAY, UNTIL or
 * COUNT) from `starts_on` at `start_time` in `timezone`, so a flight keeps its local time across the
 * clock change. A series split by an edit of "this and the following" or "this one" names its `parent_id`.
 */
export const recurringFlights = pgTable(
  'recurring_flights',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => recurringFlights.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    airplaneId: integer('airplane_id'),
    registration: text('registration'),
    route: text('route').notNull().default(''),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    timezone: text('timezone').notNull(),
    freq: text('freq', { enum: RECURRENCE_FREQUENCIES }).notNull(),
    interval: integer('interval').notNull().default(1),
    byDay: text('by_day', { enum: WEEKDAYS }).array().notNull().default(sql`'{}'::text[]`),
    until: date('until', { mode: 'string' }),
    count: integer('count'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.airplaneId], foreignColumns: [airplanes.companyId, airplanes.id] }).onDelete('cascade'),
    index('recurring_flights_company_idx').on(t.companyId, t.startsOn),
    check('recurring_flights_freq_check', oneOf(t.freq, RECURRENCE_FREQUENCIES)),
    check('recurring_flights_by_day_check', allOf(t.byDay, WEEKDAYS)),
    check('recurring_flights_end_check', sql`(${t.until} is null) <> (${t.count} is null)`),
    check('recurring_flights_until_check', sql`${t.until} is null or ${t.until} >= ${t.startsOn}`),
    check('recurring_flights_time_check', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'recurring_flights_numbers_check',
      sql`${t.durationMinutes} > 0 and ${t.interval} > 0 and (${t.count} is null or ${t.count} > 0)`,
    ),
  ],
);

/** A cancelled flight of a series (EXDATE), by its day in the series' zone, so no later edit of the series brings it back. */
export const recurringFlightExceptions = pgTable(
  'recurring_flight_exceptions',
  {
    recurringFlightId: integer('recurring_flight_id')
      .notNull()
      .references(() => recurringFlights.id, { onDelete: 'cascade' }),
    occursOn: date('occurs_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recurringFlightId, t.occursOn] })],
);
