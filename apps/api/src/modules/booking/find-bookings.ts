import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { bookings, memberships, users } from '../../db/schema';

const instructorMemberships = alias(memberships, 'instructor_memberships');
const instructorUsers = alias(users, 'instructor_users');
const pilotMemberships = alias(memberships, 'pilot_memberships');
const pilotUsers = alias(users, 'pilot_users');

/** Bookings with their pilot's and instructor's names, in one query. */
export function selectBookings(db: Executor, where: SQL | undefined) {
  return db
    .select({ booking: bookings, pilotName: pilotUsers.name, instructorName: instructorUsers.name })
    .from(bookings)
    .leftJoin(pilotMemberships, eq(pilotMemberships.id, bookings.membershipId))
    .leftJoin(pilotUsers, eq(pilotUsers.id, pilotMemberships.userId))
    .leftJoin(instructorMemberships, eq(instructorMemberships.id, bookings.instructorMembershipId))
    .leftJoin(instructorUsers, eq(instructorUsers.id, instructorMemberships.userId))
    .where(where)
    .orderBy(bookings.startsAt, bookings.id);
}

export async function findBooking(db: Executor, id: number) {
  const [row] = await selectBookings(db, and(eq(bookings.id, id)));
  return row;
}
