import type { ServerMessageTable } from '../../../lib/api/serverMessages';

/** The fee and landing-fee API's messages (packages/contracts/fee-messages), in fees:server. */
export const feeServerMessages: ServerMessageTable = [
  { match: 'The amount may not be negative', key: 'fees:server.amountNegative' },
  { match: 'The amount is too large', key: 'fees:server.amountTooLarge' },
  { match: 'The VAT rate is at most 100 % (10000)', key: 'fees:server.vatTooHigh' },
  { match: 'The ident has already been taken.', key: 'fees:server.identTaken' },
  { match: 'The end of validity must not be before its start.', key: 'fees:server.validUntil' },
  { match: /^The fee is used by (?<subject>.+); choose another fee for that aircraft first\.$/, key: 'fees:server.feeInUse' },
  { match: 'This airport already has a landing fee for that aircraft or weight class.', key: 'fees:server.landingFeeTaken' },
  { match: 'A landing fee is for one aircraft or for a weight class, not both.', key: 'fees:server.landingFeeBoth' },
];
