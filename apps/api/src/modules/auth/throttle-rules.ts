import { identityMessages as says } from '@portal/contracts/identity-messages';
import type { ThrottleRule } from '../../plugins/rate-limit';

/** Wrong passwords for one account from one address. */
export const LOGIN_RULE: ThrottleRule = { max: 5, windowMs: 60_000, message: says.loginThrottled };
/** Wrong passwords from one address over all accounts: slows guessing across many accounts. */
export const LOGIN_ADDRESS_RULE: ThrottleRule = { max: 50, windowMs: 60_000, message: says.loginThrottled };

/** Wrong current passwords when changing it, for one account from one address: a stolen session cannot guess on. */
export const PASSWORD_CHANGE_RULE: ThrottleRule = { max: 5, windowMs: 60_000, message: says.passwordThrottled };
/** New accounts from one address. */
export const REGISTER_ADDRESS_RULE: ThrottleRule = { max: 20, windowMs: 10 * 60_000, message: says.registerThrottled };

export const PASSWORD_RESET_RULE: ThrottleRule = { max: 5, windowMs: 60_000, message: says.resetThrottled };
export const PASSWORD_RESET_ADDRESS_RULE: ThrottleRule = { max: 20, windowMs: 60_000, message: says.resetThrottled };

/** Counter keys: one account from one address, and one address for all accounts. */
export const accountKey = (purpose: string, email: string, ip: string) => `${purpose}:${email.toLowerCase()}|${ip}`;
export const addressKey = (purpose: string, ip: string) => `${purpose}:address|${ip}`;
