import type { ServerMessageTable } from '../../../lib/api/serverMessages';

const exact = (match: string, key: string) => ({ match, key: `common:serverMessages.${key}` });

/** The membership API's messages (packages/contracts/membership-messages), in common:serverMessages. */
export const membershipServerMessages: ServerMessageTable = [
  exact('The name is required for a person without an account.', 'nameRequired'),
  exact('This person already has a membership in this company.', 'personAlreadyMember'),
  exact('You already have a membership in this company.', 'alreadyMember'),
  exact('A company needs at least one admin: make someone else admin first.', 'lastAdmin'),
  exact('The member number has already been taken.', 'memberNumberTaken'),
  exact('You cannot change your own roles.', 'ownRoles'),
  exact('Only a pending membership can be approved.', 'notPending'),
];
