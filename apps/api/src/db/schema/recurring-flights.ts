import { RECURRENCE_FREQUENCIES, WEEKDAYS } from '@portal/contracts';
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
  unique,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { airplanes } from './fleet';
import { users } from './identity';
import { allOf, oneOf } from './one-of';

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
    unique('recurring_flights_company_id_unique').on(t.companyId, t.id),
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
