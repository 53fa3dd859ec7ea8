import type { CompanyAccess, Role } from '../../plugins/tenancy';

/** Accounting (and admins, who hold every role) record payments and keep mandates and collections. */
export const PAYMENT_KEEPERS: Role[] = ['accounting'];

export type PaymentAction = 'view' | 'record';

/** The member reads their own payments; accounting reads and records every member's. */
export function can(access: CompanyAccess, action: PaymentAction, membershipId: number): boolean {
  if (access.has(...PAYMENT_KEEPERS)) return true;
  return action === 'view' && access.membership?.id === membershipId;
}
