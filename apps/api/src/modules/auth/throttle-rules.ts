import type { ThrottleRule } from '../../plugins/rate-limit';

export const LOGIN_RULE: ThrottleRule = {
  max: 5,
  windowMs: 60_000,
  message: (seconds) => `Too many login attempts. Please try again in ${seconds} seconds.`,
};

export const PASSWORD_RESET_RULE: ThrottleRule = {
  max: 5,
  windowMs: 60_000,
  message: (seconds) => `Too many password reset requests. Please try again in ${seconds} seconds.`,
};

/** One account from one address: a password spray from many addresses still meets each account's limit. */
export const accountKey = (purpose: string, email: string, ip: string) => `${purpose}:${email.toLowerCase()}|${ip}`;
