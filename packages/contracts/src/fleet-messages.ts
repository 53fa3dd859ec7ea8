/**
 * Every message the fleet API sends, word for word, in English as Laravel does, also why an aircraft
 * cannot be booked. The server words its refusals with these; the web translates each one (its test
 * sends every message here through the web's tables). Days are given as YYYY-MM-DD, Hobbs hours as 8:30.
 */
export const fleetMessages = {
  registrationFormat: 'The registration must be a nationality and registration mark, e.g. D-EABC, OE-KAB or N123AB.',
  registrationTaken: 'The registration has already been taken.',
  feeNotOwn: 'The selected fee does not belong to this company.',
  airportMissing: 'The selected airport does not exist.',
  airplaneNotOwn: 'The selected aircraft does not belong to this company.',
  airplaneMissing: 'The selected aircraft does not exist.',
  reasonRequired: 'Give the reason the aircraft is grounded.',
  noGoActive: (registration: string) => `${registration} has a no-go squawk; fix or defer it first.`,
  dueRequired: 'Give the Hobbs time or the date (or both) at which the item falls due.',
  positionInFuture: 'A position cannot be reported for a time in the future.',
  retired: (registration: string) => `${registration} is retired and cannot be booked.`,
  grounded: (registration: string, reason: string) => `${registration} is grounded: ${reason}`,
  dueHobbs: (registration: string, what: string, hours: string) => `${registration} is due for ${what} at ${hours} Hobbs hours.`,
  overdue: (registration: string, what: string, day: string) => `${registration} has been due for ${what} since ${day}.`,
  fallsDue: (registration: string, what: string, day: string) =>
    `${registration} falls due for ${what} on ${day}, before the booking ends.`,
  paperExpires: (registration: string, title: string, day: string) => `${registration}: ${title} is valid only until ${day}.`,
} as const;
