import type { Booking } from '@portal/contracts';
import type { BookingRow } from './find-bookings';
import type { ListedBooking } from './list-rows';

export interface BookingNames {
  pilotName: string | null;
  instructorName: string | null;
}

export interface PresentOptions {
  ownMembershipId: number | undefined;
  /** Whether the caller may see who flies this booking (the booking policy's `see_pilot`). */
  showPilot: boolean;
  permissions?: Booking['permissions'];
}

const iso = (time: Date | string) => (typeof time === 'string' ? time : time.toISOString());

/** A booking as it leaves the server; the pilot and the notes only where the caller may see who flies. */
export function presentBooking(row: BookingRow | ListedBooking, names: BookingNames, options: PresentOptions): Booking {
  const isOwn = options.ownMembershipId !== undefined && row.membershipId === options.ownMembershipId;
  const { showPilot } = options;
  return {
    id: row.id,
    company_id: row.companyId,
    airplane_id: row.airplaneId,
    membership_id: showPilot ? row.membershipId : null,
    instructor_membership_id: row.instructorMembershipId,
    type: row.type,
    status: row.status,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    destination: row.destination,
    route: row.route,
    notes: showPilot ? row.notes : null,
    pilot: row.membershipId && names.pilotName && showPilot ? { membership_id: row.membershipId, name: names.pilotName } : null,
    instructor:
      row.instructorMembershipId && names.instructorName
        ? { membership_id: row.instructorMembershipId, name: names.instructorName }
        : null,
    is_own: isOwn,
    cancelled_at: row.cancelledAt ? iso(row.cancelledAt) : null,
    cancel_reason: row.cancelReason,
    late_cancellation: row.lateCancellation,
    completed_at: row.completedAt ? iso(row.completedAt) : null,
    recurring_flight_id: row.recurringFlightId,
    created_at: iso(row.createdAt),
    ...(options.permissions ? { permissions: options.permissions } : {}),
  };
}
