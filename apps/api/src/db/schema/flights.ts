import { FLIGHT_STATUSES, FLIGHT_TYPES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './booking';
import { companies, memberships } from './companies';
import { airplanes } from './fleet';
import { users } from './identity';
import { oneOf } from './one-of';

/**
 * A flight in a company aircraft (the aircraft's tech log). Its readings advance the aircraft's
 * counters; its pilot's and instructor's logbook entries are derived from it. Once billed it is
 * locked: a correction is a new row pointing at it (`corrects_flight_id`) that takes its place.
 * Overlapping flights of one aircraft are refused by an exclusion constraint (migration `flights`).
 */
export const flights = pgTable(
  'flights',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    airplaneId: integer('airplane_id').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    pilotMembershipId: integer('pilot_membership_id').notNull(),
    instructorMembershipId: integer('instructor_membership_id'),
    departureAirport: text('departure_airport').notNull(),
    arrivalAirport: text('arrival_airport').notNull(),
    offBlockAt: timestamp('off_block_at', { withTimezone: true }).notNull(),
    takeoffAt: timestamp('takeoff_at', { withTimezone: true }).notNull(),
    landingAt: timestamp('landing_at', { withTimezone: true }).notNull(),
    onBlockAt: timestamp('on_block_at', { withTimezone: true }).notNull(),
    hobbsStart: integer('hobbs_start').notNull(),
    hobbsEnd: integer('hobbs_end').notNull(),
    tachStart: integer('tach_start'),
    tachEnd: integer('tach_end'),
    landingsDay: smallint('landings_day').notNull().default(0),
    landingsNight: smallint('landings_night').notNull().default(0),
    nightMinutes: integer('night_minutes').notNull().default(0),
    ifrMinutes: integer('ifr_minutes').notNull().default(0),
    /** Decilitres, so 0.1 l steps stay exact integers. */
    fuelAddedDl: integer('fuel_added_dl').notNull().default(0),
    /** The pilot paid for the fuel added (away from home): the flight credits litres × the refund price. */
    fuelPaidByPilot: boolean('fuel_paid_by_pilot').notNull().default(false),
    /** Who is charged: the pilot by default; null when the company bears the flight itself (e.g. a check flight). */
    payerMembershipId: integer('payer_membership_id'),
    /** A second member who pays `second_payer_percent` of every line. */
    secondPayerMembershipId: integer('second_payer_membership_id'),
    secondPayerPercent: smallint('second_payer_percent'),
    oilAddedDl: integer('oil_added_dl').notNull().default(0),
    passengers: smallint('passengers').notNull().default(0),
    flightType: text('flight_type', { enum: FLIGHT_TYPES }).notNull().default('private'),
    remarks: text('remarks'),
    status: text('status', { enum: FLIGHT_STATUSES }).notNull().default('recorded'),
    billedAt: timestamp('billed_at', { withTimezone: true }),
    overrideReason: text('override_reason'),
    correctsFlightId: integer('corrects_flight_id').references((): AnyPgColumn => flights.id, { onDelete: 'restrict' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.airplaneId], foreignColumns: [airplanes.companyId, airplanes.id] }),
    foreignKey({ columns: [t.companyId, t.pilotMembershipId], foreignColumns: [memberships.companyId, memberships.id] }),
    foreignKey({
      columns: [t.companyId, t.instructorMembershipId],
      foreignColumns: [memberships.companyId, memberships.id],
    }),
    foreignKey({ columns: [t.companyId, t.payerMembershipId], foreignColumns: [memberships.companyId, memberships.id] }),
    foreignKey({
      columns: [t.companyId, t.secondPayerMembershipId],
      foreignColumns: [memberships.companyId, memberships.id],
    }),
    check(
      'flights_second_payer_check',
      sql`(${t.secondPayerMembershipId} is null) = (${t.secondPayerPercent} is null) and (${t.secondPayerMembershipId} is null or (${t.payerMembershipId} is not null and ${t.secondPayerMembershipId} <> ${t.payerMembershipId} and ${t.secondPayerPercent} between 1 and 99))`,
    ),
    index('flights_company_time_idx').on(t.companyId, t.offBlockAt),
    index('flights_company_status_idx').on(t.companyId, t.status, t.offBlockAt),
    index('flights_airplane_time_idx').on(t.companyId, t.airplaneId, t.offBlockAt),
    index('flights_pilot_idx').on(t.pilotMembershipId, t.offBlockAt),
    index('flights_instructor_idx').on(t.instructorMembershipId, t.offBlockAt),
    index('flights_booking_idx').on(t.bookingId),
    uniqueIndex('flights_corrects_unique').on(t.correctsFlightId),
    check(
      'flights_times_check',
      sql`${t.offBlockAt} <= ${t.takeoffAt} and ${t.takeoffAt} < ${t.landingAt} and ${t.landingAt} <= ${t.onBlockAt}`,
    ),
    check('flights_hobbs_check', sql`${t.hobbsStart} >= 0 and ${t.hobbsEnd} >= ${t.hobbsStart}`),
    check(
      'flights_tach_check',
      sql`(${t.tachStart} is null) = (${t.tachEnd} is null) and (${t.tachStart} is null or (${t.tachStart} >= 0 and ${t.tachEnd} >= ${t.tachStart}))`,
    ),
    check(
      'flights_counts_check',
      sql`${t.landingsDay} >= 0 and ${t.landingsNight} >= 0 and ${t.landingsDay} + ${t.landingsNight} >= 1 and ${t.passengers} between 0 and 30`,
    ),
    check(
      'flights_conditions_check',
      sql`${t.nightMinutes} >= 0 and ${t.ifrMinutes} >= 0 and ${t.fuelAddedDl} >= 0 and ${t.oilAddedDl} >= 0`,
    ),
    check(
      'flights_type_check',
      sql`${t.flightType} in ('private', 'training', 'checkout', 'trial', 'ferry', 'maintenance', 'other')`,
    ),
    check('flights_airports_check', sql`${t.departureAirport} ~ '^[A-Z0-9-]{2,8}$' and ${t.arrivalAirport} ~ '^[A-Z0-9-]{2,8}$'`),
    check('flights_flight_type_check', oneOf(t.flightType, FLIGHT_TYPES)),
    check('flights_status_check', sql`${t.status} in ('recorded', 'billed')`),
    check('flights_billed_check', sql`(${t.status} = 'billed') = (${t.billedAt} is not null)`),
    check('flights_instructor_check', sql`${t.instructorMembershipId} is distinct from ${t.pilotMembershipId}`),
  ],
);
