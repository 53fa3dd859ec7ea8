import { bookingMessages as says } from '@portal/contracts/booking-messages';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import { invalid } from '../../lib/errors';

export const MAX_SPAN_DAYS = 62;

export interface BookingWindow {
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
    sql`tstzrange(${bookings.startsAt}, ${bookings.endsAt}, '[)') && tstzrange(${window.from.toISOString()}::timestamptz, ${window.to.toISOString()}::timestamptz, '[)')`,
    window.airplaneId ? eq(bookings.airplaneId, window.airplaneId) : undefined,
    window.instructorId ? eq(bookings.instructorMembershipId, window.instructorId) : undefined,
    window.membershipId ? eq(bookings.membershipId, window.membershipId) : undefined,
    window.includeCancelled ? undefined : ne(bookings.status, 'cancelled'),
  );
}

export type { Executor };
