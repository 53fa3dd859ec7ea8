import { type Message, message } from './message';

const NO_GO = 'No-go squawk: ';

/** The grounding reason stored for a no-go squawk (as the API has always written it). */
export const noGoReason = (description: string) => `${NO_GO}${description}`;

/** The squawk's description in a grounding reason written for a no-go squawk, else null. */
export const noGoDescription = (reason: string | null): string | null =>
  reason?.startsWith(NO_GO) ? reason.slice(NO_GO.length) : null;

const DUE_HOBBS = /^Due for (.+) at (\d+:\d{2}) Hobbs hours\.$/;

/** The grounding reason stored when the Hobbs time reaches a maintenance item (as the API has always written it). */
export const dueHobbsReason = (what: string, hours: string) => `Due for ${what} at ${hours} Hobbs hours.`;

/** The item and Hobbs time in a grounding reason written for maintenance that fell due, else null. */
export function dueHobbsOf(reason: string | null): { what: string; hours: string } | null {
  const match = reason?.match(DUE_HOBBS);
  return match?.[1] && match[2] ? { what: match[1], hours: match[2] } : null;
}

/**
 * Every message the fleet API sends, word for word, in English as Laravel does, also why an aircraft
 * cannot be booked. Each has a stable code and params the web translates by
 * (apps/web/src/locales/de/errors.json and its en and no siblings). Days are given as YYYY-MM-DD,
 * Hobbs hours as 8:30.
 */
export const fleetMessages = {
  registrationFormat: message(
    'fleet.registration_format',
    {},
    'The registration must be a nationality and registration mark, e.g. D-EABC, OE-KAB or N123AB.',
  ),
  registrationTaken: message('fleet.registration_taken', {}, 'The registration has already been taken.'),
  feeNotOwn: message('fleet.fee_not_own', {}, 'The selected fee does not belong to this company.'),
  airportMissing: message('fleet.airport_missing', {}, 'The selected airport does not exist.'),
  airplaneNotOwn: message('fleet.airplane_not_own', {}, 'The selected aircraft does not belong to this company.'),
  airplaneMissing: message('fleet.airplane_missing', {}, 'The selected aircraft does not exist.'),
  reasonRequired: message('fleet.reason_required', {}, 'Give the reason the aircraft is grounded.'),
  noGoActive: (registration: string) =>
    message('fleet.no_go_active', { registration }, `${registration} has a no-go squawk; fix or defer it first.`),
  dueRequired: message('fleet.due_required', {}, 'Give the Hobbs time or the date (or both) at which the item falls due.'),
  positionInFuture: message('fleet.position_in_future', {}, 'A position cannot be reported for a time in the future.'),
  retired: (registration: string) =>
    message('fleet.retired', { registration }, `${registration} is retired and cannot be booked.`),
  grounded: (registration: string, reason: string) =>
    message('fleet.grounded', { registration, reason }, `${registration} is grounded: ${reason}`),
  /** The squawk's description stays as the member wrote it; the words around it are the reader's. */
  groundedBySquawk: (registration: string, description: string) =>
    message('fleet.grounded_squawk', { registration, description }, `${registration} is grounded: ${noGoReason(description)}`),
  /** The item's name stays as the admin wrote it; the words around it are the reader's. */
  groundedDueHobbs: (registration: string, what: string, hours: string) =>
    message(
      'fleet.grounded_due_hobbs',
      { registration, what, hours },
      `${registration} is grounded: ${dueHobbsReason(what, hours)}`,
    ),
  dueHobbs: (registration: string, what: string, hours: string) =>
    message('fleet.due_hobbs', { registration, what, hours }, `${registration} is due for ${what} at ${hours} Hobbs hours.`),
  overdue: (registration: string, what: string, day: string) =>
    message('fleet.overdue', { registration, what, day }, `${registration} has been due for ${what} since ${day}.`),
  fallsDue: (registration: string, what: string, day: string) =>
    message(
      'fleet.falls_due',
      { registration, what, day },
      `${registration} falls due for ${what} on ${day}, before the booking ends.`,
    ),
  paperExpires: (registration: string, title: string, day: string) =>
    message('fleet.paper_expires', { registration, title, day }, `${registration}: ${title} is valid only until ${day}.`),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
