import { bookingMessages as says } from '@portal/contracts/booking-messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import { invalid } from '../../lib/errors';

/** For the flights domain: a flight may close a booking of the same company and aircraft that is not cancelled. */
export async function assertClosableBooking(db: Executor, companyId: number, airplaneId: number, bookingId: number) {
  const [booking] = await db
    .select({ airplaneId: bookings.airplaneId, status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.companyId, companyId)));
  if (!booking) throw invalid('booking_id', says.bookingMissing);
  if (booking.status === 'cancelled') throw invalid('booking_id', says.bookingCancelled);
  if (booking.airplaneId !== airplaneId) throw invalid('booking_id', says.bookingOtherAircraft);
}

/** The booking was flown: its first flight closes it. */
export async function completeBooking(db: Executor, bookingId: number, at = new Date()) {
  await db
    .update(bookings)
    .set({ completedAt: at, updatedAt: at })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.completedAt)));
}

/** Opens a booking again: the flights domain calls it once no flight is recorded against it any more. */
export async function reopenBooking(db: Executor, bookingId: number) {
  await db.update(bookings).set({ completedAt: null, updatedAt: new Date() }).where(eq(bookings.id, bookingId));
}
