import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';

/** Admins keep the company's details and settings. */
export const administers = (access: Pick<CompanyAccess, 'has'>) => access.has('admin');

/** Refuses a change of the company's details or settings before the service runs. */
export function authorizeAdministration(access: Pick<CompanyAccess, 'has'>) {
  if (!administers(access)) throw forbidden();
}
