import { ApiError, isApiError } from '../../../lib/api/errors';
import { i18n } from '../../../lib/i18n';

/** The API's English messages about flights, by their translation key under flights:server. */
const EXACT: Record<string, string> = {
  'The take-off must not be before the off-block time.': 'takeoffBeforeOffBlock',
  'The landing must be after the take-off.': 'landingAfterTakeoff',
  'The on-block time must not be before the landing.': 'onBlockBeforeLanding',
  'A flight cannot last longer than 24 hours.': 'tooLong',
  'A flight can only be recorded once it has ended.': 'notEnded',
  'The night time cannot exceed the block time.': 'nightExceedsBlock',
  'The IFR time cannot exceed the block time.': 'ifrExceedsBlock',
  'The Hobbs end reading must not be below the start reading.': 'hobbsBackwards',
  'The tach end reading must not be below the start reading.': 'tachBackwards',
  'Give both tach readings or neither.': 'tachPair',
  'A flight has at least one landing.': 'oneLanding',
  'The instructor cannot be the pilot of the same flight.': 'instructorIsPilot',
  'Only admins may override the aircraft’s readings.': 'overrideAdminsOnly',
  'The aircraft already has a flight recorded at that time.': 'overlap',
  'Only instructors and admins may record the flights of other members.': 'othersFlights',
  'This flight is billed and locked; record a correction instead.': 'billed',
  'The selected booking was cancelled.': 'bookingCancelled',
};

const AIRPORT = /^The airport (\S+) is not in the airports directory\.$/;
const CONTINUITY =
  /^The (Hobbs|tach) start reading (\S+) does not continue the aircraft’s last reading (\S+)\.( To record it anyway, give an override reason\.)?/;

/** One flight message in the user's language when it is known; else as the server sent it. */
export function flightText(message: string): string {
  const key = EXACT[message];
  if (key) return i18n.t(`flights:server.${key}`);
  const airport = AIRPORT.exec(message);
  if (airport) return i18n.t('flights:server.unknownAirport', { ident: airport[1] });
  const gap = CONTINUITY.exec(message);
  if (gap)
    return i18n.t(gap[4] ? 'flights:server.gapAdmin' : 'flights:server.gap', {
      meter: gap[1] === 'Hobbs' ? 'Hobbs' : i18n.t('flights:form.tach'),
      reading: gap[2],
      last: gap[3],
    });
  return message;
}

/** The error with its message and field messages translated. */
export function localFlightError(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const errors = Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages.map(flightText)]));
  return new ApiError(error.status, flightText(error.message), errors);
}
