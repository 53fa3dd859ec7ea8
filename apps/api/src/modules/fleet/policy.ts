import type { RowPermissions } from '@portal/contracts';
import type { CompanyAccess, Role } from '../../plugins/tenancy';

/** Admins keep the fleet: aircraft, maintenance items, documents, and the classification of squawks. */
export const FLEET_KEEPERS: Role[] = ['admin'];

export const keepsFleet = (access: Pick<CompanyAccess, 'has'>) => access.has(...FLEET_KEEPERS);

/** Every approved member reads the fleet and reports squawks and positions; keepers change it. */
export function airplanePermissions(keeper: boolean): RowPermissions {
  return { view: true, update: keeper, delete: keeper };
}

/** The fleet answers of the company's `permissions`. */
export const fleetCompanyPermissions = (access: Pick<CompanyAccess, 'has'>) => ({ create_airplane: keepsFleet(access) });
