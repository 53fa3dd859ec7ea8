import type { BookingSettings, BookingType } from '@portal/contracts';
import { invalid } from '../../lib/errors';
import type { Party } from './parties';

const HOUR_MS = 3600_000;
/** A booking may start a little in the past: the form was opened a few minutes ago. */
const PAST_GRACE_MS = 5 * 60_000;

export interface BookingTimes {
  startsAt: Date;
  endsAt: Date;
}

/** The time rules: order, not in the past (but for admins), not too long, not too far ahead. */
export function checkTimes({ startsAt, endsAt }: BookingTimes, settings: BookingSettings, isAdmin: boolean, now = new Date()) {
  if (endsAt.getTime() <= startsAt.getTime()) throw invalid('ends_at', 'The end must be after the start.');
  if (!isAdmin && startsAt.getTime() < now.getTime() - PAST_GRACE_MS) {
    throw invalid('starts_at', 'A booking cannot start in the past.');
  }
  if (endsAt.getTime() - startsAt.getTime() > settings.max_duration_hours * HOUR_MS) {
    throw invalid('ends_at', `A booking may last at most ${settings.max_duration_hours} hours.`);
  }
  if (startsAt.getTime() > now.getTime() + settings.max_days_ahead * 24 * HOUR_MS) {
    throw invalid('starts_at', `Bookings can be made at most ${settings.max_days_ahead} days ahead.`);
  }
}

/** Students fly with an instructor unless an admin cleared them for solo flights. */
export function checkStudent(pilot: Party, instructor: Party | null, type: BookingType) {
  const isStudent = pilot.membership.roles.includes('student');
  if (isStudent && !instructor && !pilot.membership.soloCleared && type !== 'event') {
    throw invalid('instructor_membership_id', 'Students need an instructor unless they are cleared for solo flights.');
  }
  if (type === 'training' && !instructor) {
    throw invalid('instructor_membership_id', 'A training booking needs an instructor.');
  }
  if (instructor && instructor.membership.id === pilot.membership.id) {
    throw invalid('instructor_membership_id', 'The pilot cannot be their own instructor.');
  }
}

export const isCompanyOnlyType = (type: BookingType) => type === 'maintenance' || type === 'event';
