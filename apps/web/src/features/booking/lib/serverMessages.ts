import type { ServerMessageTable } from '../../../lib/api/serverMessages';

const exact = (match: string, key: string) => ({ match, key: `booking:server.${key}` });
const pattern = (match: RegExp, key: string) => ({ match, key: `booking:server.${key}` });

/** A span as the API words it, in the company's zone: "24.11.2026 10:00–12:00 (Europe/Berlin)". */
const SPAN = String.raw`(?<span>.+?\(\S+\))`;
const DAY = String.raw`(?<day>\d\d\.\d\d\.\d{4})`;

/**
 * The booking API's refusals and warnings (booking:server), as packages/contracts/booking-messages
 * words them; the messages of other domains it passes on (an aircraft of another company) are theirs.
 */
export const bookingServerMessages: ServerMessageTable = [
  { match: 'The end must be after the start.', key: 'booking:form.endAfterStart' },
  exact('A booking cannot start in the past.', 'startInPast'),
  pattern(/^A booking may last at most (?<hours>\d+) hours\.$/, 'tooLong'),
  pattern(/^Bookings can be made at most (?<days>\d+) days ahead\.$/, 'tooFarAhead'),
  exact('Students need an instructor unless they are cleared for solo flights.', 'studentAlone'),
  exact('A training booking needs an instructor.', 'trainingAlone'),
  exact('The pilot cannot be their own instructor.', 'ownInstructor'),
  exact('Only admins may block an aircraft for maintenance or events.', 'companyOnlyType'),
  pattern(new RegExp(`^The aircraft is blocked for maintenance on ${SPAN}\\.$`), 'maintenanceBlock'),
  exact('The slot is free: book it instead of queuing on standby.', 'slotFree'),
  pattern(new RegExp(`^The aircraft is already booked on ${SPAN} by (?<pilot>.+)\\.$`), 'aircraftTakenBy'),
  pattern(new RegExp(`^The aircraft is already booked on ${SPAN}\\.$`), 'aircraftTaken'),
  pattern(new RegExp(`^The instructor is already booked on ${SPAN}\\.$`), 'instructorTaken'),
  exact('The instructor is already booked.', 'instructorBusy'),
  exact('Please choose the pilot of this booking.', 'choosePilot'),
  exact('Only admins and instructors may book for other members.', 'othersByInstructors'),
  exact('The selected pilot is not a member of this company.', 'pilotNotMember'),
  exact('The pilot’s membership is not approved.', 'pilotNotApproved'),
  exact('The selected instructor is not an instructor of this company.', 'notInstructor'),
  exact('This booking is already cancelled.', 'alreadyCancelled'),
  exact('This booking was flown and can no longer be cancelled.', 'flown'),
  exact('Only the people on this booking and admins may cancel it.', 'cancelNotAllowed'),
  pattern(/^Bookings can be cancelled until (?<hours>\d+) hours before the start; please ask an admin\.$/, 'cancelDeadline'),
  exact('A cancelled booking cannot be changed.', 'cancelledUnchangeable'),
  exact('Only the people on this booking and admins may change it.', 'changeNotAllowed'),
  exact('The end of the range must be after its start.', 'rangeOrder'),
  pattern(/^The range may span at most (?<days>\d+) days\.$/, 'rangeTooLong'),
  exact('The selected booking does not exist in this company.', 'bookingMissing'),
  exact('The selected booking is for another aircraft.', 'bookingOtherAircraft'),
  exact('No valid pilot licence is on file.', 'noLicence'),
  pattern(new RegExp(`^No medical certificate valid on ${DAY} is on file\\.$`), 'noMedical'),
  pattern(new RegExp(`^No (?<code>\\S+) class rating valid on ${DAY} is on file\\.$`), 'noRating'),
  pattern(new RegExp(`^No (?<code>\\S+) licence valid on ${DAY} is on file\\.$`), 'noLicenceFor'),
  pattern(
    new RegExp(
      `^Not current to carry passengers: (?<landings>\\d+) of (?<needed>\\d+) take-offs and landings logged in the (?<days>\\d+) days before ${DAY}\\.$`,
    ),
    'notCurrent',
  ),
];
