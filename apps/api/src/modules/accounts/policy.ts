import type { CompanyAccess, Role } from '../../plugins/tenancy';

/** Admins and accounting keep the members' accounts: they read every one and post manual lines. */
export const ACCOUNT_KEEPERS: Role[] = ['accounting'];

export type AccountAction = 'view' | 'post';

/**
 * What the caller may do with a member's account: the member reads their own; accounting and
 * admins read every account of the company and post charges, credits and payments.
 */
export function can(access: CompanyAccess, action: AccountAction, account: { membershipId: number }): boolean {
  if (access.has(...ACCOUNT_KEEPERS)) return true;
  return action === 'view' && access.membership?.id === account.membershipId;
}

/** The accounts answers of the company's `permissions`. */
export const accountCompanyPermissions = (access: CompanyAccess) => ({
  see_accounts: access.has(...ACCOUNT_KEEPERS),
  post_transactions: access.has(...ACCOUNT_KEEPERS),
});
