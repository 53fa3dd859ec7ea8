import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';
import { canPay } from '../payments';

type Access = Pick<CompanyAccess, 'has' | 'membership'>;
/** Direct debit runs: list them and their candidates, make one, download its pain.008, confirm it, record a return. */
export type SepaAction = 'collect_payments' | 'download' | 'confirm' | 'record_return';

/** Collecting by direct debit is recording payments: the keepers of payments do it all. */
export const can = (access: Access, _action: SepaAction) => canPay(access, 'record_payments');

/** Refuses what the policy does not allow, before the service runs. */
export function authorize(access: Access, action: SepaAction): void {
  if (!can(access, action)) throw forbidden();
}

/** The SEPA answers of the company's `permissions`. */
export const sepaCompanyPermissions = (access: Access) => ({ collect_payments: can(access, 'collect_payments') });
