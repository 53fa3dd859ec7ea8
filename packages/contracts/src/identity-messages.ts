import { type Message, message } from './message';

/**
 * Every message the sign-in, account and platform-admin API sends, word for word, in English as
 * Laravel does. Each has a stable code and params the web translates by
 * (apps/web/src/locales/de/errors.json and its en and no siblings).
 */
export const identityMessages = {
  credentials: message('identity.credentials', {}, 'These credentials do not match our records.'),
  emailTaken: message('identity.email_taken', {}, 'The email has already been taken.'),
  resetTokenInvalid: message('identity.reset_token_invalid', {}, 'This password reset token is invalid.'),
  passwordMismatch: message('identity.password_mismatch', {}, 'The password confirmation does not match.'),
  currentPassword: message('identity.current_password', {}, 'The provided password does not match your current password.'),
  passwordWhileImpersonating: message(
    'identity.password_while_impersonating',
    {},
    'The password cannot be changed while impersonating.',
  ),
  loginThrottled: (seconds: number) =>
    message('identity.login_throttled', { seconds }, `Too many login attempts. Please try again in ${seconds} seconds.`),
  resetThrottled: (seconds: number) =>
    message('identity.reset_throttled', { seconds }, `Too many password reset requests. Please try again in ${seconds} seconds.`),
  passwordThrottled: (seconds: number) =>
    message('identity.password_throttled', { seconds }, `Too many password attempts. Please try again in ${seconds} seconds.`),
  registerThrottled: (seconds: number) =>
    message(
      'identity.register_throttled',
      { seconds },
      `Too many sign-ups from this network. Please try again in ${seconds} seconds.`,
    ),
  impersonationBrowserOnly: message(
    'identity.impersonation_browser_only',
    {},
    'Impersonation is only available in a browser session.',
  ),
  impersonateSelf: message('identity.impersonate_self', {}, 'You cannot impersonate yourself.'),
  impersonateSuperAdmin: message('identity.impersonate_super_admin', {}, 'A super-admin cannot be impersonated.'),
  emailWhileImpersonating: message('identity.email_while_impersonating', {}, 'The email cannot be changed while impersonating.'),
  feedWhileImpersonating: message(
    'identity.feed_while_impersonating',
    {},
    'The calendar feed is not available while impersonating.',
  ),
  verificationLinkInvalid: message('identity.verification_link_invalid', {}, 'This verification link is invalid or has expired.'),
  verificationThrottled: (seconds: number) =>
    message(
      'identity.verification_throttled',
      { seconds },
      `Too many verification emails. Please try again in ${seconds} seconds.`,
    ),
  passwordChecksThrottled: (seconds: number) =>
    message(
      'identity.password_checks_throttled',
      { seconds },
      `Too many password attempts. Please try again in ${seconds} seconds.`,
    ),
  verificationLinkSent: message('identity.verification_link_sent', {}, 'verification-link-sent'),
  emailVerified: message('identity.email_verified', {}, 'Your email address has been verified.'),
  notImpersonating: message('identity.not_impersonating', {}, 'You are not impersonating anyone.'),
  impersonationStopped: message('identity.impersonation_stopped', {}, 'Stopped impersonating'),
  resetLinkSent: message(
    'identity.reset_link_sent',
    {},
    'If the address belongs to an account, we have emailed a password reset link.',
  ),
  passwordReset: message('identity.password_reset', {}, 'Your password has been reset.'),
  passwordUpdated: message('identity.password_updated', {}, 'Your password has been updated.'),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
