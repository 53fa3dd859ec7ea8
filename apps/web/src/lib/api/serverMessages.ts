import { i18n } from '../i18n';

/**
 * The API answers in English, as Laravel does; the messages people meet in the identity pages
 * are shown in their language. Any other message stays as the server sent it.
 */
const EXACT: Record<string, string> = {
  'These credentials do not match our records.': 'serverMessages.credentials',
  'The provided password does not match your current password.': 'serverMessages.currentPassword',
  'The email has already been taken.': 'serverMessages.emailTaken',
  'This password reset token is invalid.': 'serverMessages.resetTokenInvalid',
  'You cannot change your own roles.': 'serverMessages.ownRoles',
  'A company needs at least one admin: make someone else admin first.': 'serverMessages.lastAdmin',
  'The member number has already been taken.': 'serverMessages.memberNumberTaken',
  'Only a pending membership can be approved.': 'serverMessages.notPending',
  'You already have a membership in this company.': 'serverMessages.alreadyMember',
  'This person already has a membership in this company.': 'serverMessages.personAlreadyMember',
  'The name is required for a person without an account.': 'serverMessages.nameRequired',
  'A super-admin cannot be impersonated.': 'serverMessages.impersonateSuperAdmin',
  'The password cannot be changed while impersonating.': 'serverMessages.passwordWhileImpersonating',
  'Stopped impersonating': 'impersonation.stopped',
};

const PATTERNS: [RegExp, string][] = [
  [/^Too many login attempts\. Please try again in (\d+) seconds\.$/, 'serverMessages.loginThrottled'],
  [/^Too many password reset requests\. Please try again in (\d+) seconds\.$/, 'serverMessages.resetThrottled'],
];

/** The message in the user's language when it is one of the above, else as sent. */
export function localMessage(message: string): string {
  const key = EXACT[message];
  if (key) return i18n.t(key);
  for (const [pattern, patternKey] of PATTERNS) {
    const seconds = pattern.exec(message)?.[1];
    if (seconds) return i18n.t(patternKey, { seconds: Number(seconds) });
  }
  return message;
}
