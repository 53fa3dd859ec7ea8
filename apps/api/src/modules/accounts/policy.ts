import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';

/** Actions on the company's accounts as a whole: the list of every member's account, posting to any. */
export type AccountCompanyAction = 'see_accounts' | 'post_transactions';
/** Actions on one member's account. */
export type AccountAction = 'view' | 'post';
type Account = { membershipId: number };

/** Admins and accounting keep the members' accounts: they read every one and post manual lines. */
const keeps = (access: CompanyAccess) => access.has('accounting');

/**
 * What the caller may do with the members' accounts: the member reads their own; accounting and
 * admins read every account of the company and post charges, credits and payments.
 */
export function can(access: CompanyAccess, action: AccountCompanyAction): boolean;
export function can(access: CompanyAccess, action: AccountAction, account: Account): boolean;
export function can(access: CompanyAccess, action: AccountCompanyAction | AccountAction, account?: Account): boolean {
  if (keeps(access)) return true;
  return action === 'view' && account !== undefined && access.membership?.id === account.membershipId;
}

/** Refuses what the policy does not allow, before the service runs. */
export function authorize(access: CompanyAccess, action: AccountCompanyAction): void;
export function authorize(access: CompanyAccess, action: AccountAction, account: Account): void;
export function authorize(access: CompanyAccess, action: AccountCompanyAction | AccountAction, account?: Account): void {
  if (!can(access, action as AccountAction, account as Account)) throw forbidden();
}

/** The accounts answers of the company's `permissions`. */
export const accountCompanyPermissions = (access: CompanyAccess) => ({
  see_accounts: can(access, 'see_accounts'),
  post_transactions: can(access, 'post_transactions'),
});
