import { identityMessages as says } from '@portal/contracts/identity-messages';
import type { ThrottleRule } from '../../plugins/rate-limit';

/** Wrong passwords for one account from one address. */
export const LOGIN_RULE: ThrottleRule = { max: 5, windowMs: 60_000, message: says.loginThrottled };
/** Wrong passwords from one address over all accounts: slows guessing across many accounts. */
export const LOGIN_ADDRESS_RULE: ThrottleRule = { max: 50, windowMs: 60_000, message: says.loginThrottled };

export const PASSWORD_RESET_RULE: ThrottleRule = { max: 5, windowMs: 60_000, message: says.resetThrottled };
export const PASSWORD_RESET_ADDRESS_RULE: ThrottleRule = { max: 20, windowMs: 60_000, message: says.resetThrottled };

/** Counter keys: one account from one address, and one address for all accounts. */
export const accountKey = (purpose: string, email: string, ip: string) => `${purpose}:${email.toLowerCase()}|${ip}`;
export const addressKey = (purpose: string, ip: string) => `${purpose}:address|${ip}`;
