import type { BookingType, RowPermissions } from '@portal/contracts';
import { bookingMessages as says } from '@portal/contracts/booking-messages';
import type { Actor } from '../../lib/actor';
import { conflict, forbidden, invalid } from '../../lib/errors';
import type { BookingRow } from './find-bookings';
import { isCompanyOnlyType } from './rules';
import { bookingSettings } from './settings';

/** What the policy reads of a booking. */
export type BookingParties = Pick<BookingRow, 'createdByUserId' | 'membershipId' | 'instructorMembershipId' | 'status'>;
/** A booking as the row permissions read it: its parties and, where known, the series it is a flight of. */
type ListedParties = BookingParties & Partial<Pick<BookingRow, 'recurringFlightId'>>;

/** Actions in a company's calendar that no booking exists for yet. */
export type BookingCompanyAction =
  | 'book_for_others'
  | 'block_aircraft'
  | 'book_in_past'
  | 'cancel_after_deadline'
  | 'see_pilot_names';
/** Actions on one booking. */
export type BookingRowAction = 'view' | 'update' | 'delete' | 'see_pilot';

const isOwn = ({ access }: Actor, booking: Pick<BookingParties, 'membershipId'>) =>
  access.membership !== null && booking.membershipId === access.membership.id;

/** Whether the caller flies or teaches on this booking, or made it. */
function isInvolved(actor: Actor, booking: BookingParties): boolean {
  const own = actor.access.membership?.id;
  return (
    booking.createdByUserId === actor.userId ||
    (own !== undefined && (booking.membershipId === own || booking.instructorMembershipId === own))
  );
}

const companyRules: Record<BookingCompanyAction, (actor: Actor) => boolean> = {
  /** Instructors book their students; admins anyone. */
  book_for_others: ({ access }) => access.has('instructor'),
  /** Maintenance blocks and club events belong to the company, not to a pilot. */
  block_aircraft: ({ access }) => access.has('admin'),
  book_in_past: ({ access }) => access.has('admin'),
  /** An admin's late cancellation is flagged for accounting instead of refused. */
  cancel_after_deadline: ({ access }) => access.has('admin'),
  /** Instructors plan lessons and accounting bills flights by pilot, so both see who flies whatever the company shows. */
  see_pilot_names: ({ access }) => bookingSettings(access.company).show_pilot_names || access.has('instructor', 'accounting'),
};

/** Everyone in the company sees the calendar; the people on a booking and admins change it while it is open. */
const mayChange = (actor: Actor, booking: BookingParties) =>
  booking.status !== 'cancelled' && (actor.access.has('admin') || isInvolved(actor, booking));

const rowRules: Record<BookingRowAction, (actor: Actor, booking: BookingParties) => boolean> = {
  view: () => true,
  update: mayChange,
  delete: mayChange,
  see_pilot: (actor, booking) => isOwn(actor, booking) || companyRules.see_pilot_names(actor),
};

/** The one answer to who may do what in booking; routes, services and `permissions` all ask it. */
export function can(actor: Actor, action: BookingCompanyAction): boolean;
export function can(actor: Actor, action: 'see_pilot', booking: Pick<BookingParties, 'membershipId'>): boolean;
export function can(actor: Actor, action: BookingRowAction, booking: BookingParties): boolean;
export function can(
  actor: Actor,
  action: BookingCompanyAction | BookingRowAction,
  booking?: Pick<BookingParties, 'membershipId'>,
): boolean {
  if (!(action in rowRules)) return companyRules[action as BookingCompanyAction](actor);
  if (!booking) throw new Error(`booking action ${action} needs a booking`);
  // The overloads hand every action but `see_pilot` a whole booking.
  return rowRules[action as BookingRowAction](actor, booking as BookingParties);
}

export function bookingPermissions(actor: Actor, booking: ListedParties): RowPermissions {
  // A flight of a recurring series is changed or cancelled in its series (the operator's area), not here.
  const own = !booking.recurringFlightId;
  return { view: true, update: own && can(actor, 'update', booking), delete: own && can(actor, 'delete', booking) };
}

/** A user's bookings across companies are theirs to list, and a super-admin's to look into. */
export const mayListBookingsOf = (user: { id: number; isSuperAdmin: boolean }, userId: number) =>
  user.id === userId || user.isSuperAdmin;

/** Refuses a change or a cancellation before the service runs: a closed booking is a 409, someone else's a 403. */
export function authorize(
  actor: Actor,
  action: 'update' | 'delete',
  booking: BookingParties & Pick<BookingRow, 'completedAt' | 'recurringFlightId'>,
) {
  if (booking.recurringFlightId !== null) throw conflict(says.partOfSeries);
  if (action === 'update') {
    if (booking.status === 'cancelled') throw conflict(says.cancelledUnchangeable);
    if (!can(actor, 'update', booking)) throw forbidden(says.changeNotAllowed);
    return;
  }
  if (booking.status === 'cancelled') throw conflict(says.alreadyCancelled);
  if (booking.completedAt) throw conflict(says.flown);
  if (!can(actor, 'delete', booking)) throw forbidden(says.cancelNotAllowed);
}

/** Refuses a booking's pilot or type the caller may not choose, before anything is read. */
export function authorizeDraft(actor: Actor, draft: { pilotMembershipId: number | null | undefined; type: BookingType }) {
  const { pilotMembershipId } = draft;
  const own = actor.access.membership?.id;
  if (pilotMembershipId != null && pilotMembershipId !== own && !can(actor, 'book_for_others')) {
    throw forbidden(says.othersByInstructors);
  }
  if (isCompanyOnlyType(draft.type) && !can(actor, 'block_aircraft')) throw invalid('type', says.companyOnlyType);
}

/** The booking answers of the company's `permissions`. */
export const bookingCompanyPermissions = (actor: Actor) => ({
  book_for_others: can(actor, 'book_for_others'),
  block_aircraft: can(actor, 'block_aircraft'),
});
