import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';

type Access = Pick<CompanyAccess, 'has' | 'membership'>;
/** What only the keepers of payments do: record any member's payments, keep mandates and collect by direct debit. */
export type PaymentCompanyAction = 'record_payments';
/** Actions on one member's payments (and SEPA mandate). */
export type PaymentAction = 'view' | 'record';

/** Accounting (and admins, who hold every role) record payments and keep mandates and collections. */
const keeps = (access: Pick<CompanyAccess, 'has'>) => access.has('accounting');

/** The member reads their own payments; accounting reads and records every member's. */
export function can(access: Access, action: PaymentCompanyAction): boolean;
export function can(access: Access, action: PaymentAction, membershipId: number): boolean;
export function can(access: Access, action: PaymentCompanyAction | PaymentAction, membershipId?: number): boolean {
  if (keeps(access)) return true;
  return action === 'view' && membershipId !== undefined && access.membership?.id === membershipId;
}

/** Refuses what the policy does not allow, before the service runs. */
export function authorize(access: Access, action: PaymentCompanyAction): void;
export function authorize(access: Access, action: PaymentAction, membershipId: number): void;
export function authorize(access: Access, action: PaymentCompanyAction | PaymentAction, membershipId?: number): void {
  if (!can(access, action as PaymentAction, membershipId as number)) throw forbidden();
}

/** The payments answers of the company's `permissions`. */
export const paymentCompanyPermissions = (access: Access) => ({ record_payments: can(access, 'record_payments') });
