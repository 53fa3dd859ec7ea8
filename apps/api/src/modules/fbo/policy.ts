import type { FboPermissions } from '@portal/contracts';
import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';

type Access = Pick<CompanyAccess, 'has'>;
export type FboAction = 'update' | 'decide_pprs' | 'plan_flights' | 'cancel_series';

/**
 * Admins keep the operator's details and cancel whole series; ramp staff (crew) answer PPR requests and plan the
 * recurring flights.
 */
export function can(access: Access, action: FboAction): boolean {
  if (action === 'update' || action === 'cancel_series') return access.has('admin');
  return access.has('crew');
}

export function authorize(access: Access, action: FboAction): void {
  if (!can(access, action)) throw forbidden();
}

export const fboPermissions = (access: Access): FboPermissions => ({
  update: can(access, 'update'),
  decide_pprs: can(access, 'decide_pprs'),
  plan_flights: can(access, 'plan_flights'),
  cancel_series: can(access, 'cancel_series'),
});
