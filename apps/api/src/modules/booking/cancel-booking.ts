import { bookingMessages as says } from '@portal/contracts/booking-messages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { invalid } from '../../lib/errors';
import { overlaps } from './conflicts';
import type { BookingRow } from './find-bookings';
import { notifyBookingParties, offerToStandby } from './notify';
import { can } from './policy';
import { bookingSettings } from './settings';

const HOUR_MS = 3600_000;
const CHARGEABLE = new Set(['private', 'training', 'checkout']);

/**
 * Cancels a booking (the policy has allowed it). Its people may until the company's deadline, those the
 * policy lets cancel late always; such a cancellation is flagged late for accounting. The first standby is
 * offered the slot.
 */
export async function cancelBooking(
  db: Database,
  actor: Actor,
  booking: BookingRow,
  reason: string | null,
  now = new Date(),
): Promise<BookingRow> {
  const { access } = actor;
  const { cancellation_deadline_hours: hours } = bookingSettings(access.company);
  const afterDeadline = now.getTime() > booking.startsAt.getTime() - hours * HOUR_MS;
  if (afterDeadline && booking.status === 'confirmed' && !can(actor, 'cancel_after_deadline')) {
    throw invalid('booking', says.cancelDeadline(hours));
  }
  const late = afterDeadline && booking.status === 'confirmed' && CHARGEABLE.has(booking.type) && now < booking.endsAt;

  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelledByUserId: actor.userId,
        cancelReason: reason,
        lateCancellation: late,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    if (!cancelled) throw new Error('booking was not cancelled');
    await notifyBookingParties(tx, access, actor.userId, cancelled, 'booking.cancelled');
    if (booking.status === 'confirmed') {
      const [standby] = await tx
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.airplaneId, booking.airplaneId),
            eq(bookings.status, 'standby'),
            overlaps(booking.startsAt, booking.endsAt),
          ),
        )
        .orderBy(bookings.createdAt, bookings.id)
        .limit(1);
      await offerToStandby(tx, access, standby);
    }
    return cancelled;
  });
}
