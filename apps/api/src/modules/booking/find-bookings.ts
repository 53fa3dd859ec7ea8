import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { bookings, memberships, users } from '../../db/schema';

/** A booking as stored. */
export type BookingRow = typeof bookings.$inferSelect;

const instructorMemberships = alias(memberships, 'instructor_memberships');
const instructorUsers = alias(users, 'instructor_users');
const pilotMemberships = alias(memberships, 'pilot_memberships');
const pilotUsers = alias(users, 'pilot_users');

/** The pilot's and instructor's names beside a booking's fields (named, so raw rows keep both). */
export const withNames = <F extends SelectedFields>(fields: F) => ({
  ...fields,
  pilotName: sql<string | null>`${pilotUsers.name}`.as('pilotName'),
  instructorName: sql<string | null>`${instructorUsers.name}`.as('instructorName'),
});

/** Bookings with their pilot's and instructor's names, in one query. */
export function selectBookings<F extends SelectedFields>(db: Executor, where: SQL | undefined, fields: F) {
  return db
    .select(withNames(fields))
    .from(bookings)
    .leftJoin(pilotMemberships, eq(pilotMemberships.id, bookings.membershipId))
    .leftJoin(pilotUsers, eq(pilotUsers.id, pilotMemberships.userId))
    .leftJoin(instructorMemberships, eq(instructorMemberships.id, bookings.instructorMembershipId))
    .leftJoin(instructorUsers, eq(instructorUsers.id, instructorMemberships.userId))
    .where(where)
    .orderBy(bookings.startsAt, bookings.id);
}

export async function findBooking(db: Executor, id: number) {
  const [row] = await selectBookings(db, and(eq(bookings.id, id)), { booking: bookings });
  return row;
}
