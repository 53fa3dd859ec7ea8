import { fleetMessages } from './fleet-messages';
import { type Message, message } from './message';

/** A day (YYYY-MM-DD) as the messages show it, like the spans: 24.11.2026. */
const shown = (day: string) => day.split('-').reverse().join('.');

/**
 * Every message the booking API sends, word for word, in English as Laravel does. The server words its
 * refusals and warnings with these, each with a stable code and params the web translates by
 * (apps/web/src/locales/de/errors.json and its en and no siblings). Spans come as `formatSpan` shows
 * them in the company's zone; days are given as YYYY-MM-DD.
 */
export const bookingMessages = {
  endAfterStart: message('booking.end_after_start', {}, 'The end must be after the start.'),
  startInPast: message('booking.start_in_past', {}, 'A booking cannot start in the past.'),
  tooLong: (hours: number) => message('booking.too_long', { hours }, `A booking may last at most ${hours} hours.`),
  tooFarAhead: (days: number) => message('booking.too_far_ahead', { days }, `Bookings can be made at most ${days} days ahead.`),
  studentAlone: message('booking.student_alone', {}, 'Students need an instructor unless they are cleared for solo flights.'),
  trainingAlone: message('booking.training_alone', {}, 'A training booking needs an instructor.'),
  ownInstructor: message('booking.own_instructor', {}, 'The pilot cannot be their own instructor.'),
  companyOnlyType: message('booking.company_only_type', {}, 'Only admins may block an aircraft for maintenance or events.'),
  airplaneNotOwn: fleetMessages.airplaneNotOwn,
  maintenanceBlock: (span: string) =>
    message('booking.maintenance_block', { span }, `The aircraft is blocked for maintenance on ${span}.`),
  slotFree: message('booking.slot_free', {}, 'The slot is free: book it instead of queuing on standby.'),
  aircraftTaken: (span: string) => message('booking.aircraft_taken', { span }, `The aircraft is already booked on ${span}.`),
  aircraftTakenBy: (span: string, pilot: string) =>
    message('booking.aircraft_taken_by', { span, pilot }, `The aircraft is already booked on ${span} by ${pilot}.`),
  instructorTaken: (span: string) =>
    message('booking.instructor_taken', { span }, `The instructor is already booked on ${span}.`),
  instructorBusy: message('booking.instructor_busy', {}, 'The instructor is already booked.'),
  choosePilot: message('booking.choose_pilot', {}, 'Please choose the pilot of this booking.'),
  othersByInstructors: message('booking.others_by_instructors', {}, 'Only admins and instructors may book for other members.'),
  pilotNotMember: message('booking.pilot_not_member', {}, 'The selected pilot is not a member of this company.'),
  pilotNotApproved: message('booking.pilot_not_approved', {}, 'The pilot’s membership is not approved.'),
  notInstructor: message('booking.not_instructor', {}, 'The selected instructor is not an instructor of this company.'),
  alreadyCancelled: message('booking.already_cancelled', {}, 'This booking is already cancelled.'),
  partOfSeries: message(
    'booking.part_of_series',
    {},
    'This booking is a flight of a recurring series: change or cancel it in the series.',
  ),
  flown: message('booking.flown', {}, 'This booking was flown and can no longer be cancelled.'),
  cancelNotAllowed: message('booking.cancel_not_allowed', {}, 'Only the people on this booking and admins may cancel it.'),
  cancelDeadline: (hours: number) =>
    message(
      'booking.cancel_deadline',
      { hours },
      `Bookings can be cancelled until ${hours} hours before the start; please ask an admin.`,
    ),
  cancelledUnchangeable: message('booking.cancelled_unchangeable', {}, 'A cancelled booking cannot be changed.'),
  changeNotAllowed: message('booking.change_not_allowed', {}, 'Only the people on this booking and admins may change it.'),
  rangeOrder: message('booking.range_order', {}, 'The end of the range must be after its start.'),
  rangeTooLong: (days: number) => message('booking.range_too_long', { days }, `The range may span at most ${days} days.`),
  bookingMissing: message('booking.booking_missing', {}, 'The selected booking does not exist in this company.'),
  bookingCancelled: message('booking.booking_cancelled', {}, 'The selected booking was cancelled.'),
  bookingOtherAircraft: message('booking.booking_other_aircraft', {}, 'The selected booking is for another aircraft.'),
  noLicence: message('booking.no_licence', {}, 'No valid pilot licence is on file.'),
  noMedical: (day: string) => message('booking.no_medical', { day }, `No medical certificate valid on ${shown(day)} is on file.`),
  medicalCopyExpired: (day: string) =>
    message(
      'booking.medical_copy_expired',
      { day },
      `The medical certificate the company holds has expired before ${shown(day)}.`,
    ),
  zuepExpired: (day: string) =>
    message('booking.zuep_expired', { day }, `The reliability check (ZÜP) the company holds has expired before ${shown(day)}.`),
  noRating: (code: string, day: string) =>
    message('booking.no_rating', { code, day }, `No ${code} class rating valid on ${shown(day)} is on file.`),
  noLicenceFor: (code: string, day: string) =>
    message('booking.no_licence_for', { code, day }, `No ${code} licence valid on ${shown(day)} is on file.`),
  notCurrent: (landings: number, needed: number, days: number, day: string) =>
    message(
      'booking.not_current',
      { landings, needed, days, day },
      `Not current to carry passengers: ${landings} of ${needed} take-offs and landings logged in the ${days} days before ${shown(day)}.`,
    ),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
