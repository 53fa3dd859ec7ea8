import type { ServerMessageTable } from '../../../lib/api/serverMessages';
import { formatDay } from '../../../lib/i18n/format';

const DAY = String.raw`(?<day>\d{4}-\d\d-\d\d)`;
/** The API gives days as YYYY-MM-DD; people read them in their language. */
const readableDay = ({ day = '', ...rest }: Record<string, string>) => ({ ...rest, day: formatDay(day) });

/**
 * The fleet API's messages (packages/contracts/fleet-messages: fleet:server, and the form's registration
 * hint), also why an aircraft cannot be booked, and the upload API's (file-messages), in the words of
 * the file pickers (fleet:upload).
 */
export const fleetServerMessages: ServerMessageTable = [
  { match: 'The registration has already been taken.', key: 'fleet:server.registrationTaken' },
  { match: /^The registration must be a nationality and registration mark/, key: 'fleet:form.registrationFormat' },
  { match: 'The selected fee does not belong to this company.', key: 'fleet:server.feeNotOwn' },
  { match: 'The selected airport does not exist.', key: 'fleet:server.airportMissing' },
  { match: 'Give the reason the aircraft is grounded.', key: 'fleet:server.reasonRequired' },
  { match: /^(?<subject>.+) has a no-go squawk; fix or defer it first\.$/, key: 'fleet:server.noGoActive' },
  { match: /^Give the Hobbs time or the date \(or both\)/, key: 'fleet:server.dueRequired' },
  { match: 'A position cannot be reported for a time in the future.', key: 'fleet:server.positionInFuture' },
  { match: 'The selected aircraft does not belong to this company.', key: 'fleet:server.airplaneNotOwn' },
  { match: 'The selected aircraft does not exist.', key: 'fleet:server.airplaneMissing' },
  { match: /^(?<name>\S+) is retired and cannot be booked\.$/, key: 'fleet:server.retired' },
  { match: /^(?<name>\S+) is grounded: (?<reason>.*)$/s, key: 'fleet:server.grounded' },
  { match: /^(?<name>\S+) is due for (?<what>.+) at (?<hours>\d+:\d\d) Hobbs hours\.$/, key: 'fleet:server.dueHobbs' },
  {
    match: new RegExp(`^(?<name>\\S+) has been due for (?<what>.+) since ${DAY}\\.$`),
    key: 'fleet:server.overdue',
    values: readableDay,
  },
  {
    match: new RegExp(`^(?<name>\\S+) falls due for (?<what>.+) on ${DAY}, before the booking ends\\.$`),
    key: 'fleet:server.fallsDue',
    values: readableDay,
  },
  {
    match: new RegExp(`^(?<name>\\S+): (?<title>.+) is valid only until ${DAY}\\.$`),
    key: 'fleet:server.paperExpires',
    values: readableDay,
  },
  { match: 'Upload the file as multipart form data in the field "file".', key: 'fleet:upload.notMultipart' },
  { match: 'Choose a file to upload.', key: 'fleet:upload.missing' },
  { match: 'The file is empty.', key: 'fleet:upload.empty' },
  { match: 'The file must be a JPEG, PNG or WebP image.', key: 'fleet:upload.imageOnly' },
  { match: 'The file must be a PDF or a JPEG, PNG or WebP image.', key: 'fleet:upload.documentOnly' },
  { match: /^The file may not be larger than (?<limit>[\d.]+) MB\.$/, key: 'fleet:upload.tooLarge' },
];
