import type { CompanyAccess } from '../../plugins/tenancy';
import type { UserRow } from '../users';
import type { BookingRow } from './find-bookings';

type Parties = Pick<BookingRow, 'createdByUserId' | 'membershipId' | 'instructorMembershipId' | 'status'>;

/** Whether the caller flies or teaches on this booking, or made it. */
export function isInvolved(access: CompanyAccess, actor: UserRow, booking: Parties): boolean {
  const own = access.membership?.id;
  return (
    booking.createdByUserId === actor.id ||
    (own !== undefined && (booking.membershipId === own || booking.instructorMembershipId === own))
  );
}

/** Everyone in the company sees the calendar; the people on a booking and admins change it. */
export function bookingPermissions(access: CompanyAccess, actor: UserRow, booking: Parties) {
  const open = booking.status !== 'cancelled';
  const mayChange = open && (access.has('admin') || isInvolved(access, actor, booking));
  return { view: true, update: mayChange, delete: mayChange };
}
