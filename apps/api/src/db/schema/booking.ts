import { BOOKING_STATUSES, BOOKING_TYPES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { companies, memberships } from './companies';
import { airplanes } from './fleet';
import { users } from './identity';
import { recurringFlights } from './recurring-flights';

/**
 * A booking of one aircraft. Overlaps are refused by the database (exclusion constraints in
 * migration `booking_exclusions`): never two confirmed bookings of one aircraft, nor of one
 * instructor, at overlapping times. Maintenance blocks may overlap bookings (the admin is told).
 * A flight of a recurring series (fbo) is a booking too, named by its series and its day there.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    airplaneId: integer('airplane_id').notNull(),
    membershipId: integer('membership_id'),
    instructorMembershipId: integer('instructor_membership_id'),
    type: text('type', { enum: BOOKING_TYPES }).notNull().default('private'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('confirmed'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    destination: text('destination'),
    route: text('route'),
    notes: text('notes'),
    isMaintenance: boolean('is_maintenance').generatedAlwaysAs(sql`type = 'maintenance'`),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledByUserId: integer('cancelled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    lateCancellation: boolean('late_cancellation').notNull().default(false),
    /** When the first flight recorded against the booking closed it (the booking was flown). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The recurring flight (series) this booking is one flight of, and that flight's day in the series' zone. */
    recurringFlightId: integer('recurring_flight_id'),
    occursOn: date('occurs_on', { mode: 'string' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.airplaneId], foreignColumns: [airplanes.companyId, airplanes.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.membershipId], foreignColumns: [memberships.companyId, memberships.id] }),
    foreignKey({
      columns: [t.companyId, t.instructorMembershipId],
      foreignColumns: [memberships.companyId, memberships.id],
    }),
    check('bookings_type_check', sql`${t.type} in ('private', 'training', 'checkout', 'maintenance', 'event')`),
    check('bookings_status_check', sql`${t.status} in ('confirmed', 'standby', 'cancelled')`),
    check('bookings_span_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('bookings_pilot_check', sql`${t.type} in ('maintenance', 'event') or ${t.membershipId} is not null`),
    check('bookings_cancelled_check', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    check('bookings_completed_check', sql`${t.status} <> 'cancelled' or ${t.completedAt} is null`),
    foreignKey({
      columns: [t.companyId, t.recurringFlightId],
      foreignColumns: [recurringFlights.companyId, recurringFlights.id],
    }).onDelete('cascade'),
    check(
      'bookings_occurrence_check',
      sql`(${t.recurringFlightId} is null) = (${t.occursOn} is null) and (${t.recurringFlightId} is null or ${t.type} = 'event')`,
    ),
    unique('bookings_occurrence_unique').on(t.recurringFlightId, t.occursOn),
    index('bookings_airplane_idx').on(t.airplaneId, t.startsAt),
    index('bookings_membership_idx').on(t.membershipId, t.startsAt),
    index('bookings_instructor_idx').on(t.instructorMembershipId, t.startsAt),
  ],
);

/**
 * A user's personal iCalendar feed. The URL's token is an HMAC of this nonce under the server's
 * secret, so the database alone does not reveal it; a new nonce makes the old URL stop working.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
