import { fleetMessages } from './fleet-messages';

/** A day (YYYY-MM-DD) as the messages show it, like the spans: 24.11.2026. */
const shown = (day: string) => day.split('-').reverse().join('.');

/**
 * Every message the booking API sends, word for word, in English as Laravel does. The server words
 * its refusals and warnings with these; the web translates each one (its test sends every message
 * here through the web's tables). Spans come as `formatSpan` shows them in the company's zone; days
 * are given as YYYY-MM-DD.
 */
export const bookingMessages = {
  endAfterStart: 'The end must be after the start.',
  startInPast: 'A booking cannot start in the past.',
  tooLong: (hours: number) => `A booking may last at most ${hours} hours.`,
  tooFarAhead: (days: number) => `Bookings can be made at most ${days} days ahead.`,
  studentAlone: 'Students need an instructor unless they are cleared for solo flights.',
  trainingAlone: 'A training booking needs an instructor.',
  ownInstructor: 'The pilot cannot be their own instructor.',
  companyOnlyType: 'Only admins may block an aircraft for maintenance or events.',
  airplaneNotOwn: fleetMessages.airplaneNotOwn,
  maintenanceBlock: (span: string) => `The aircraft is blocked for maintenance on ${span}.`,
  slotFree: 'The slot is free: book it instead of queuing on standby.',
  aircraftTaken: (span: string) => `The aircraft is already booked on ${span}.`,
  aircraftTakenBy: (span: string, pilot: string) => `The aircraft is already booked on ${span} by ${pilot}.`,
  instructorTaken: (span: string) => `The instructor is already booked on ${span}.`,
  instructorBusy: 'The instructor is already booked.',
  choosePilot: 'Please choose the pilot of this booking.',
  othersByInstructors: 'Only admins and instructors may book for other members.',
  pilotNotMember: 'The selected pilot is not a member of this company.',
  pilotNotApproved: 'The pilot’s membership is not approved.',
  notInstructor: 'The selected instructor is not an instructor of this company.',
  alreadyCancelled: 'This booking is already cancelled.',
  flown: 'This booking was flown and can no longer be cancelled.',
  cancelNotAllowed: 'Only the people on this booking and admins may cancel it.',
  cancelDeadline: (hours: number) => `Bookings can be cancelled until ${hours} hours before the start; please ask an admin.`,
  cancelledUnchangeable: 'A cancelled booking cannot be changed.',
  changeNotAllowed: 'Only the people on this booking and admins may change it.',
  rangeOrder: 'The end of the range must be after its start.',
  rangeTooLong: (days: number) => `The range may span at most ${days} days.`,
  bookingMissing: 'The selected booking does not exist in this company.',
  bookingCancelled: 'The selected booking was cancelled.',
  bookingOtherAircraft: 'The selected booking is for another aircraft.',
  noLicence: 'No valid pilot licence is on file.',
  noMedical: (day: string) => `No medical certificate valid on ${shown(day)} is on file.`,
  noRating: (code: string, day: string) => `No ${code} class rating valid on ${shown(day)} is on file.`,
  noLicenceFor: (code: string, day: string) => `No ${code} licence valid on ${shown(day)} is on file.`,
  notCurrent: (landings: number, needed: number, days: number, day: string) =>
    `Not current to carry passengers: ${landings} of ${needed} take-offs and landings logged in the ${days} days before ${shown(day)}.`,
} as const;
