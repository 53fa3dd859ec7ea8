import type { BookingSettings, BookingType } from '@portal/contracts';
import { bookingMessages as says } from '@portal/contracts/booking-messages';
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
  if (endsAt.getTime() <= startsAt.getTime()) throw invalid('ends_at', says.endAfterStart);
  if (!isAdmin && startsAt.getTime() < now.getTime() - PAST_GRACE_MS) {
    throw invalid('starts_at', says.startInPast);
  }
  if (endsAt.getTime() - startsAt.getTime() > settings.max_duration_hours * HOUR_MS) {
    throw invalid('ends_at', says.tooLong(settings.max_duration_hours));
  }
  if (startsAt.getTime() > now.getTime() + settings.max_days_ahead * 24 * HOUR_MS) {
    throw invalid('starts_at', says.tooFarAhead(settings.max_days_ahead));
  }
}

/** Students fly with an instructor unless an admin cleared them for solo flights. */
export function checkStudent(pilot: Party, instructor: Party | null, type: BookingType) {
  const isStudent = pilot.membership.roles.includes('student');
  if (isStudent && !instructor && !pilot.membership.soloCleared && type !== 'event') {
    throw invalid('instructor_membership_id', says.studentAlone);
  }
  if (type === 'training' && !instructor) {
    throw invalid('instructor_membership_id', says.trainingAlone);
  }
  if (instructor && instructor.membership.id === pilot.membership.id) {
    throw invalid('instructor_membership_id', says.ownInstructor);
  }
}

export const isCompanyOnlyType = (type: BookingType) => type === 'maintenance' || type === 'event';
