import { type Message, message } from './message';

/**
 * Every message the logbook and licence API sends, word for word, in English as Laravel does. Each has
 * a stable code and params the web translates by (apps/web/src/locales/de/errors.json and its en and
 * no siblings).
 */
export const logbookMessages = {
  placeRequired: message(
    'logbook.place_required',
    {},
    'This field is required for a flight (an FSTD session needs its minutes instead).',
  ),
  arrivalAfterDeparture: message(
    'logbook.arrival_after_departure',
    {},
    'The arrival must be after the departure (give arrival_date for a later day).',
  ),
  tooLong: message('logbook.too_long', {}, 'A flight cannot last longer than 48 hours.'),
  exceedsTotal: message('logbook.exceeds_total', {}, 'This time cannot exceed the total time of the flight.'),
  fromFlight: message('logbook.from_flight', {}, 'This entry comes from a company flight; correct the flight instead.'),
  timeFormat: message('logbook.time_format', {}, 'Enter the time as HH:MM (UTC).'),
  expiryBeforeIssue: message('logbook.expiry_before_issue', {}, 'The expiry date must not be before the issue date.'),
  uploadMultipart: message('logbook.upload_multipart', {}, 'Upload the CSV file as multipart form data in the field "file".'),
  fileMissing: message('logbook.file_missing', {}, 'Choose a CSV file to import.'),
  fileTooLarge: message('logbook.file_too_large', {}, 'The file is larger than 5 MB.'),
  fileEmpty: message('logbook.file_empty', {}, 'The file has no entries.'),
  fileNoDate: message('logbook.file_no_date', {}, 'The file has no "date" column; export a logbook to see the columns.'),
  tooManyRows: (rows: number) => message('logbook.too_many_rows', { rows }, `A file may hold at most ${rows} entries.`),
  /** The CSV reader's own (English) reason follows; people are shown the first sentence only. */
  fileUnreadable: (reason: string) =>
    message('logbook.file_unreadable', { reason }, `The file is not a readable CSV file: ${reason}`),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
