import { bookingMessages as says } from '@portal/contracts/booking-messages';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { overlaps } from './conflicts';

const MAX_SPAN_DAYS = 62;

interface BookingWindow {
  from: Date;
  to: Date;
  airplaneId?: number;
  instructorId?: number;
  membershipId?: number;
  includeCancelled?: boolean;
}

export function checkWindow(from: Date, to: Date) {
  if (to.getTime() <= from.getTime()) throw invalid('to', says.rangeOrder);
  if (to.getTime() - from.getTime() > MAX_SPAN_DAYS * 24 * 3600_000) {
    throw invalid('to', says.rangeTooLong(MAX_SPAN_DAYS));
  }
}

/** The company's bookings that touch the window; the GiST index on (company_id, span) serves it. */
export function windowFilter(companyId: number, window: BookingWindow): SQL | undefined {
  return and(
    eq(bookings.companyId, companyId),
    overlaps(window.from, window.to),
    window.airplaneId ? eq(bookings.airplaneId, window.airplaneId) : undefined,
    window.instructorId ? eq(bookings.instructorMembershipId, window.instructorId) : undefined,
    window.membershipId ? eq(bookings.membershipId, window.membershipId) : undefined,
    window.includeCancelled ? undefined : ne(bookings.status, 'cancelled'),
  );
}
