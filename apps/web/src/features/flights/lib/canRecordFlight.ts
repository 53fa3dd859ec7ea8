import type { Booking } from '@portal/contracts';

const NOT_FLOWN = new Set<Booking['type']>(['maintenance', 'event']);

/**
 * Whether 'Flug erfassen' is offered on a booking: a confirmed flight booking the caller may change,
 * not yet closed by a recorded flight, and over (a flight is recorded after landing).
 */
export function canRecordFlight(
  booking: Pick<Booking, 'type' | 'status' | 'completed_at' | 'permissions' | 'ends_at'>,
  now: Date = new Date(),
): boolean {
  return (
    !NOT_FLOWN.has(booking.type) &&
    booking.status === 'confirmed' &&
    !booking.completed_at &&
    Boolean(booking.permissions?.update) &&
    new Date(booking.ends_at).getTime() <= now.getTime()
  );
}
