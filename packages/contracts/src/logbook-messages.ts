/**
 * Every message the logbook and licence API sends, word for word, in English as Laravel does. The
 * server words its refusals with these; the web translates each one (its test sends every message
 * here through the web's tables).
 */
export const logbookMessages = {
  placeRequired: 'This field is required for a flight (an FSTD session needs its minutes instead).',
  arrivalAfterDeparture: 'The arrival must be after the departure (give arrival_date for a later day).',
  tooLong: 'A flight cannot last longer than 48 hours.',
  exceedsTotal: 'This time cannot exceed the total time of the flight.',
  fromFlight: 'This entry comes from a company flight; correct the flight instead.',
  timeFormat: 'Enter the time as HH:MM (UTC).',
  expiryBeforeIssue: 'The expiry date must not be before the issue date.',
  uploadMultipart: 'Upload the CSV file as multipart form data in the field "file".',
  fileMissing: 'Choose a CSV file to import.',
  fileTooLarge: 'The file is larger than 5 MB.',
  fileEmpty: 'The file has no entries.',
  fileNoDate: 'The file has no "date" column; export a logbook to see the columns.',
  tooManyRows: (rows: number) => `A file may hold at most ${rows} entries.`,
  /** The CSV reader's own (English) reason follows; people are shown the first sentence only. */
  fileUnreadable: (reason: string) => `The file is not a readable CSV file: ${reason}`,
} as const;
