import { type Message, message } from './message';

/**
 * Every message the membership API sends, word for word, in English as Laravel does. Each has a stable
 * code and params the web translates by (apps/web/src/locales/de/errors.json and its en and no
 * siblings).
 */
export const membershipMessages = {
  personAlreadyMember: message('membership.person_already_member', {}, 'This person already has a membership in this company.'),
  alreadyMember: message('membership.already_member', {}, 'You already have a membership in this company.'),
  lastAdmin: message('membership.last_admin', {}, 'A company needs at least one admin: make someone else admin first.'),
  memberNumberTaken: message('membership.member_number_taken', {}, 'The member number has already been taken.'),
  ownRoles: message('membership.own_roles', {}, 'You cannot change your own roles.'),
  notPending: message('membership.not_pending', {}, 'Only a pending membership can be approved.'),
  notInvited: message('membership.not_invited', {}, 'This invitation has already been answered.'),
  invitationStatus: message('membership.invitation_status', {}, 'Only the invited person can answer an invitation.'),
  emailUnverified: message('membership.email_unverified', {}, 'Please verify your email address first.'),
  invitationsThrottled: (limit: number) =>
    message(
      'membership.invitations_throttled',
      { limit },
      `This company has sent ${limit} invitations today. Please try again tomorrow.`,
    ),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
