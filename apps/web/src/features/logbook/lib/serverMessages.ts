import { localMessage, type ServerMessageTable } from '../../../lib/api/serverMessages';
import { i18n } from '../../../lib/i18n';

const exact = (match: string, key: string) => ({ match, key: `logbook:server.${key}` });

/** The logbook and licence API's messages (packages/contracts/logbook-messages), in logbook:server. */
export const logbookServerMessages: ServerMessageTable = [
  exact('This field is required for a flight (an FSTD session needs its minutes instead).', 'placeRequired'),
  exact('The arrival must be after the departure (give arrival_date for a later day).', 'arrivalAfterDeparture'),
  exact('A flight cannot last longer than 48 hours.', 'tooLong48'),
  exact('This time cannot exceed the total time of the flight.', 'exceedsTotal'),
  exact('This entry comes from a company flight; correct the flight instead.', 'fromFlight'),
  exact('Enter the time as HH:MM (UTC).', 'timeFormat'),
  exact('The expiry date must not be before the issue date.', 'expiryBeforeIssue'),
  exact('Upload the CSV file as multipart form data in the field "file".', 'uploadMultipart'),
  exact('Choose a CSV file to import.', 'fileMissing'),
  exact('The file is larger than 5 MB.', 'fileTooLarge'),
  exact('The file has no entries.', 'fileEmpty'),
  exact('The file has no "date" column; export a logbook to see the columns.', 'fileNoDate'),
  { match: /^A file may hold at most (?<rows>\d+) entries\.$/, key: 'logbook:server.tooManyRows' },
  // The CSV reader's reason after the colon is its own English; people get the sentence before it.
  { match: /^The file is not a readable CSV file: /, key: 'logbook:server.fileUnreadable' },
];

/** An import row's problem, "arrival_time: …", with the column's name and the reason translated. */
export function importProblem(message: string): string {
  const match = /^([a-z_]+): (.*)$/s.exec(message);
  if (!match) return localMessage(message);
  const [, field, reason] = match as unknown as [string, string, string];
  const column = i18n.exists(`logbook:columns.${field}`) ? i18n.t(`logbook:columns.${field}`) : field;
  return `${column}: ${localMessage(reason)}`;
}
