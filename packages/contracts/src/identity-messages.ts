/**
 * Every message the sign-in, account and platform-admin API sends, word for word, in English as
 * Laravel does. The server words its refusals with these; the web translates each one (its test
 * sends every message here through the web's tables).
 */
export const identityMessages = {
  credentials: 'These credentials do not match our records.',
  emailTaken: 'The email has already been taken.',
  resetTokenInvalid: 'This password reset token is invalid.',
  passwordMismatch: 'The password confirmation does not match.',
  currentPassword: 'The provided password does not match your current password.',
  passwordWhileImpersonating: 'The password cannot be changed while impersonating.',
  loginThrottled: (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`,
  resetThrottled: (seconds: number) => `Too many password reset requests. Please try again in ${seconds} seconds.`,
  impersonationBrowserOnly: 'Impersonation is only available in a browser session.',
  impersonateSelf: 'You cannot impersonate yourself.',
  impersonateSuperAdmin: 'A super-admin cannot be impersonated.',
  notImpersonating: 'You are not impersonating anyone.',
} as const;
