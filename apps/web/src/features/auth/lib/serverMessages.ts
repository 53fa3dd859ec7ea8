import type { ServerMessageTable } from '../../../lib/api/serverMessages';

const exact = (match: string, key: string) => ({ match, key: `common:serverMessages.${key}` });

/** Sign-in, account and impersonation messages of the API (packages/contracts/identity-messages). */
export const identityServerMessages: ServerMessageTable = [
  exact('These credentials do not match our records.', 'credentials'),
  exact('The email has already been taken.', 'emailTaken'),
  exact('This password reset token is invalid.', 'resetTokenInvalid'),
  { match: 'The password confirmation does not match.', key: 'auth:fields.passwordMismatch' },
  exact('The provided password does not match your current password.', 'currentPassword'),
  exact('The password cannot be changed while impersonating.', 'passwordWhileImpersonating'),
  {
    match: /^Too many login attempts\. Please try again in (?<seconds>\d+) seconds\.$/,
    key: 'common:serverMessages.loginThrottled',
  },
  {
    match: /^Too many password reset requests\. Please try again in (?<seconds>\d+) seconds\.$/,
    key: 'common:serverMessages.resetThrottled',
  },
  exact('Impersonation is only available in a browser session.', 'impersonationBrowserOnly'),
  exact('You cannot impersonate yourself.', 'impersonateSelf'),
  exact('A super-admin cannot be impersonated.', 'impersonateSuperAdmin'),
  exact('You are not impersonating anyone.', 'notImpersonating'),
  { match: 'Stopped impersonating', key: 'common:impersonation.stopped' },
];
