import { ApiError, isApiError } from '../../../lib/api/errors';
import { i18n } from '../../../lib/i18n';

/** The API's English messages about logbook entries and imports, by their translation key. */
const EXACT: Record<string, string> = {
  'This field is required for a flight (an FSTD session needs its minutes instead).': 'placeRequired',
  'The arrival must be after the departure (give arrival_date for a later day).': 'arrivalAfterDeparture',
  'A flight cannot last longer than 48 hours.': 'tooLong48',
  'This time cannot exceed the total time of the flight.': 'exceedsTotal',
  'This entry comes from a company flight; correct the flight instead.': 'fromFlight',
  'Enter the time as HH:MM (UTC).': 'timeFormat',
  'This field is required': 'required',
  'Invalid format': 'format',
  'The value may not be negative': 'negative',
  'Integers only': 'integer',
  'The file has no entries.': 'fileEmpty',
  'The file has no "date" column; export a logbook to see the columns.': 'fileNoDate',
  'The file is larger than 5 MB.': 'fileTooLarge',
  'Choose a CSV file to import.': 'fileMissing',
};

/** One message in the user's language when it is known; else as the server sent it. */
export function logbookText(message: string): string {
  const key = EXACT[message];
  if (key) return i18n.t(`logbook:server.${key}`);
  if (message.startsWith('Invalid input')) return i18n.t('logbook:server.format');
  if (message.startsWith('The file is not a readable CSV file')) return i18n.t('logbook:server.fileUnreadable');
  return message;
}

/** An import row's problem, "arrival_time: …", with the column's name and the reason translated. */
export function importProblem(message: string): string {
  const match = /^([a-z_]+): (.*)$/s.exec(message);
  if (!match) return logbookText(message);
  const [, field, reason] = match as unknown as [string, string, string];
  const column = i18n.exists(`logbook:columns.${field}`) ? i18n.t(`logbook:columns.${field}`) : field;
  return `${column}: ${logbookText(reason)}`;
}

/** The error with its field messages translated, for the form's fields. */
export function localLogbookMessage(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const errors = Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages.map(logbookText)]));
  return new ApiError(error.status, logbookText(error.message), errors);
}
