/**
 * Every message the membership API sends, word for word, in English as Laravel does. The server
 * words its refusals with these; the web translates each one (its test sends every message here
 * through the web's tables).
 */
export const membershipMessages = {
  nameRequired: 'The name is required for a person without an account.',
  personAlreadyMember: 'This person already has a membership in this company.',
  alreadyMember: 'You already have a membership in this company.',
  lastAdmin: 'A company needs at least one admin: make someone else admin first.',
  memberNumberTaken: 'The member number has already been taken.',
  ownRoles: 'You cannot change your own roles.',
  notPending: 'Only a pending membership can be approved.',
} as const;
