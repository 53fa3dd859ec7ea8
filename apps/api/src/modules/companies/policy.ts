import type { CompanyAccess, Role } from '../../plugins/tenancy';

/** Admins keep the company's details and settings. */
export const COMPANY_ADMINS: Role[] = ['admin'];

export const administers = (access: Pick<CompanyAccess, 'has'>) => access.has(...COMPANY_ADMINS);
