import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema';

/** The memberships booked with an instructor (not cancelled) in a company, as a subquery. */
export const pilotsBookedWith = (db: Executor, companyId: number, instructorMembershipId: number) =>
  db
    .selectDistinct({ id: bookings.membershipId })
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, companyId),
        eq(bookings.instructorMembershipId, instructorMembershipId),
        ne(bookings.status, 'cancelled'),
        isNotNull(bookings.membershipId),
      ),
    );
