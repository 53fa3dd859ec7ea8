import { identityServerMessages } from '../features/auth/lib/serverMessages';
import { bookingServerMessages } from '../features/booking/lib/serverMessages';
import { companyServerMessages } from '../features/companies/lib/serverMessages';
import { feeServerMessages } from '../features/fees/lib/serverMessages';
import { fleetServerMessages } from '../features/fleet/lib/serverMessages';
import { flightServerMessages } from '../features/flights/lib/serverMessages';
import { logbookServerMessages } from '../features/logbook/lib/serverMessages';
import { membershipServerMessages } from '../features/memberships/lib/serverMessages';
import { requestServerMessages } from '../lib/api/requestMessages';

/** Every domain's table of API messages, so the API client shows each error in the user's language. */
export const serverMessageTables = [
  identityServerMessages,
  membershipServerMessages,
  companyServerMessages,
  fleetServerMessages,
  feeServerMessages,
  flightServerMessages,
  bookingServerMessages,
  logbookServerMessages,
  requestServerMessages,
];
