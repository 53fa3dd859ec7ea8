import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';

/** Accounting's dashboard is accounting's (and the admins'). */
export type AccountingAction = 'see_summary';

/** Refuses what the policy does not allow, before the summary is read. */
export function authorize(access: Pick<CompanyAccess, 'has'>, _action: AccountingAction): void {
  if (!access.has('accounting')) throw forbidden();
}
