import type { RowPermissions } from '@portal/contracts';
import type { CompanyAccess, Role } from '../../plugins/tenancy';

/** Admins and accounting keep the price list; every member reads it. */
export const FEE_WRITERS: Role[] = ['accounting'];
/** Landing fees are kept by admins. */
export const LANDING_FEE_WRITERS: Role[] = ['admin'];

export function feePermissions(access: CompanyAccess): RowPermissions {
  const write = access.has(...FEE_WRITERS);
  return { view: true, update: write, delete: write };
}

export function landingFeePermissions(access: CompanyAccess): RowPermissions {
  const write = access.has(...LANDING_FEE_WRITERS);
  return { view: true, update: write, delete: write };
}

/** The fee answers of the company's `permissions`; the accounting pages are the fee keepers' (admins and accounting). */
export const feeCompanyPermissions = (access: CompanyAccess) => ({
  create_fee: access.has(...FEE_WRITERS),
  create_landing_fee: access.has(...LANDING_FEE_WRITERS),
  see_accounting: access.has(...FEE_WRITERS),
});
