import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';

type Access = Pick<CompanyAccess, 'has'>;
/** `see_summary`: the admin dashboard; `see_receivables`: its money tile (accounting's figures). */
export type CompanyAdminAction = 'see_summary' | 'see_receivables';

/** The dashboard is the admins'; what members owe only for those who see the accounting, as on accounting's own page. */
export function can(access: Access, action: CompanyAdminAction): boolean {
  return action === 'see_summary' ? access.has('admin') : access.has('accounting');
}

/** Refuses the dashboard to anyone but the company's admins. */
export function authorize(access: Access, action: CompanyAdminAction): void {
  if (!can(access, action)) throw forbidden();
}
