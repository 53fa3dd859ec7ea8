import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import { memberNames } from '../memberships';

/** A booking as stored. */
export type BookingRow = typeof bookings.$inferSelect;

const pilot = memberNames('pilot');
const instructor = memberNames('instructor');

/** The pilot's and instructor's names beside a booking's fields (named, so raw rows keep both). */
export const withNames = <F extends SelectedFields>(fields: F) => ({
  ...fields,
  pilotName: sql<string | null>`${pilot.name}`.as('pilotName'),
  instructorName: sql<string | null>`${instructor.name}`.as('instructorName'),
});

/** Bookings with their pilot's and instructor's names, in one query. */
export function selectBookings<F extends SelectedFields>(db: Executor, where: SQL | undefined, fields: F) {
  return db
    .select(withNames(fields))
    .from(bookings)
    .leftJoin(pilot, eq(pilot.membershipId, bookings.membershipId))
    .leftJoin(instructor, eq(instructor.membershipId, bookings.instructorMembershipId))
    .where(where)
    .orderBy(bookings.startsAt, bookings.id);
}

export async function findBooking(db: Executor, id: number) {
  const [row] = await selectBookings(db, and(eq(bookings.id, id)), { booking: bookings });
  return row;
}
