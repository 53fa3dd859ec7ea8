import { type Message, message } from './message';

/** Every message the fixed base operator API sends beyond the request validator's, in English. */
export const fboMessages = {
  airportRequired: message('fbo.airport_required', {}, 'A fixed base operator needs its airport.'),
  notPending: message('fbo.ppr_not_pending', {}, 'This PPR request has already been answered.'),
  notApproved: message('fbo.ppr_not_approved', {}, 'Only an approved PPR can be marked as arrived or departed.'),
  alreadyLanded: message('fbo.ppr_already_landed', {}, 'The arrival of this PPR is already recorded.'),
  notLanded: message('fbo.ppr_not_landed', {}, 'Record the arrival first.'),
  departureOrder: message('fbo.departure_order', {}, 'The departure must be after the arrival.'),
  rangeOrder: message('fbo.range_order', {}, 'The end must be after the start.'),
  rangeTooLong: message('fbo.range_too_long', {}, 'Ask for at most 31 days at once.'),
  noLandingFee: message('fbo.no_landing_fee', {}, 'The operator has no landing fee for this weight.'),
} as const satisfies Record<string, Message>;

/** What the recurring flights API says beyond the request validator. */
export const recurrenceMessages = {
  countOrUntil: message('recurrence.count_or_until', {}, 'End the series on a date or after a number of flights, not both.'),
  endRequired: message('recurrence.end_required', {}, 'Say when the series ends: a date or a number of flights.'),
  tooLong: message('recurrence.too_long', {}, 'A series runs for at most three years.'),
  untilOrder: message('recurrence.until_order', {}, 'The series must end after it starts.'),
  weekdays: message('recurrence.weekdays', {}, 'Choose the weekdays of a weekly series.'),
  notAnOccurrence: message('recurrence.not_an_occurrence', {}, 'No flight of this series starts then.'),
  conflicts: (count: number) =>
    message(
      'recurrence.conflicts',
      { count },
      `${count} flights of the series collide with bookings or maintenance; skip them or cancel.`,
    ),
  airplaneMissing: message('recurrence.airplane_missing', {}, 'Choose an aircraft of the operator.'),
} as const;
