import { type Message, message } from './message';

/** The counter a reading belongs to, as the messages name it. */
type Meter = 'Hobbs' | 'tach';

const gap = (meter: Meter, reading: string, last: string) =>
  `The ${meter} start reading ${reading} does not continue the aircraft’s last reading ${last}.`;

/** The code of a reading gap an admin may override with a reason: the web then asks for the reason. */
export const READING_GAP_OVERRIDE = 'flight.reading_gap_override';

/**
 * Every message the flight API sends, word for word, in English as Laravel does. Each has a stable
 * code and params the web translates by (apps/web/src/locales/de/errors.json and its en and no
 * siblings). Readings are given as the meter shows them: 8:30.
 */
export const flightMessages = {
  airportCode: message('flight.airport_code', {}, 'Enter the airport’s ICAO code, e.g. EDTY.'),
  takeoffBeforeOffBlock: message('flight.takeoff_before_off_block', {}, 'The take-off must not be before the off-block time.'),
  landingAfterTakeoff: message('flight.landing_after_takeoff', {}, 'The landing must be after the take-off.'),
  onBlockBeforeLanding: message('flight.on_block_before_landing', {}, 'The on-block time must not be before the landing.'),
  tooLong: message('flight.too_long', {}, 'A flight cannot last longer than 24 hours.'),
  notEnded: message('flight.not_ended', {}, 'A flight can only be recorded once it has ended.'),
  nightExceedsBlock: message('flight.night_exceeds_block', {}, 'The night time cannot exceed the block time.'),
  ifrExceedsBlock: message('flight.ifr_exceeds_block', {}, 'The IFR time cannot exceed the block time.'),
  hobbsBackwards: message('flight.hobbs_backwards', {}, 'The Hobbs end reading must not be below the start reading.'),
  tachBackwards: message('flight.tach_backwards', {}, 'The tach end reading must not be below the start reading.'),
  tachPair: message('flight.tach_pair', {}, 'Give both tach readings or neither.'),
  oneLanding: message('flight.one_landing', {}, 'A flight has at least one landing.'),
  instructorIsPilot: message('flight.instructor_is_pilot', {}, 'The instructor cannot be the pilot of the same flight.'),
  unknownAirport: (ident: string) =>
    message('flight.unknown_airport', { ident }, `The airport ${ident} is not in the airports directory.`),
  choosePilot: message('flight.choose_pilot', {}, 'Please choose the pilot of this flight.'),
  othersFlights: message('flight.others_flights', {}, 'Only instructors and admins may record the flights of other members.'),
  overrideAdminsOnly: message('flight.override_admins_only', {}, 'Only admins may override the aircraft’s readings.'),
  readingGap: (meter: Meter, reading: string, last: string) =>
    message(
      'flight.reading_gap',
      { meter, reading, last },
      `${gap(meter, reading, last)} Please check the reading or ask an admin.`,
    ),
  readingGapOverride: (meter: Meter, reading: string, last: string) =>
    message(
      READING_GAP_OVERRIDE,
      { meter, reading, last },
      `${gap(meter, reading, last)} To record it anyway, give an override reason.`,
    ),
  overlap: message('flight.overlap', {}, 'The aircraft already has a flight recorded at that time.'),
  seeNotAllowed: message('flight.see_not_allowed', {}, 'Only the crew, accounting and admins see this flight.'),
  changeAdminsOnly: message('flight.change_admins_only', {}, 'Only admins may correct a recorded flight.'),
  billed: message('flight.billed', {}, 'This flight is billed and locked; record a correction instead.'),
  changedMeanwhile: message('flight.changed_meanwhile', {}, 'The flight was changed in the meantime; please reload it.'),
  correctAdminsOnly: message('flight.correct_admins_only', {}, 'Only admins may correct a billed flight.'),
  notBilled: message('flight.not_billed', {}, 'This flight is not billed yet; change it directly.'),
  alreadyCorrected: message('flight.already_corrected', {}, 'This flight has already been corrected.'),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
