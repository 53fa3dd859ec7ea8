import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';

type Access = Pick<CompanyAccess, 'has'>;
/** Change the company's details and settings (and open its administration pages). */
export type CompanyAction = 'administer';

/** Admins keep the company's details and settings. */
export const can = (access: Access, _action: CompanyAction) => access.has('admin');

/** Refuses a change of the company's details or settings before the service runs. */
export function authorize(access: Access, action: CompanyAction): void {
  if (!can(access, action)) throw forbidden();
}

/** The company's own answer in its `permissions`. */
export const administrationPermissions = (access: Access) => ({ administer: can(access, 'administer') });
