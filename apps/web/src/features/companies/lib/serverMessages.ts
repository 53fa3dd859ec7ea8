import type { ServerMessageTable } from '../../../lib/api/serverMessages';

/** The company API's field messages (packages/contracts/companies), in companies:server. */
export const companyServerMessages: ServerMessageTable = [
  { match: 'Please choose a valid time zone', key: 'companies:server.timezone' },
  { match: 'Please choose a valid ISO 4217 currency', key: 'companies:server.currency' },
];
