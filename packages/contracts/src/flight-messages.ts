/** The counter a reading belongs to, as the messages name it. */
type Meter = 'Hobbs' | 'tach';

const gap = (meter: Meter, reading: string, last: string) =>
  `The ${meter} start reading ${reading} does not continue the aircraft’s last reading ${last}.`;

/**
 * Every message the flight API sends, word for word, in English as Laravel does. The server words
 * its refusals with these; the web translates each one (its test sends every message here through
 * the web's tables). Readings are given as the meter shows them: 8:30.
 */
export const flightMessages = {
  airportCode: 'Enter the airport’s ICAO code, e.g. EDTY.',
  takeoffBeforeOffBlock: 'The take-off must not be before the off-block time.',
  landingAfterTakeoff: 'The landing must be after the take-off.',
  onBlockBeforeLanding: 'The on-block time must not be before the landing.',
  tooLong: 'A flight cannot last longer than 24 hours.',
  notEnded: 'A flight can only be recorded once it has ended.',
  nightExceedsBlock: 'The night time cannot exceed the block time.',
  ifrExceedsBlock: 'The IFR time cannot exceed the block time.',
  hobbsBackwards: 'The Hobbs end reading must not be below the start reading.',
  tachBackwards: 'The tach end reading must not be below the start reading.',
  tachPair: 'Give both tach readings or neither.',
  oneLanding: 'A flight has at least one landing.',
  instructorIsPilot: 'The instructor cannot be the pilot of the same flight.',
  unknownAirport: (ident: string) => `The airport ${ident} is not in the airports directory.`,
  choosePilot: 'Please choose the pilot of this flight.',
  othersFlights: 'Only instructors and admins may record the flights of other members.',
  overrideAdminsOnly: 'Only admins may override the aircraft’s readings.',
  readingGap: (meter: Meter, reading: string, last: string) =>
    `${gap(meter, reading, last)} Please check the reading or ask an admin.`,
  /** The web asks for the reason when a message names the "override reason". */
  readingGapOverride: (meter: Meter, reading: string, last: string) =>
    `${gap(meter, reading, last)} To record it anyway, give an override reason.`,
  overlap: 'The aircraft already has a flight recorded at that time.',
  seeNotAllowed: 'Only the crew, accounting and admins see this flight.',
  changeAdminsOnly: 'Only admins may correct a recorded flight.',
  billed: 'This flight is billed and locked; record a correction instead.',
  changedMeanwhile: 'The flight was changed in the meantime; please reload it.',
  correctAdminsOnly: 'Only admins may correct a billed flight.',
  notBilled: 'This flight is not billed yet; change it directly.',
  alreadyCorrected: 'This flight has already been corrected.',
} as const;
