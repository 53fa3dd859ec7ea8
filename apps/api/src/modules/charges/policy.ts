import type { CompanyAccess } from '../../plugins/tenancy';

/** Accounting (and admins) see every charge of the company and change who pays before billing. */
export const keepsCharges = (access: Pick<CompanyAccess, 'has'>) => access.has('accounting');

/** A flight's lines: accounting sees all; a member sees the lines they pay. */
export const seesLine = (access: Pick<CompanyAccess, 'has' | 'membership'>, line: { membershipId: number | null }) =>
  keepsCharges(access) || (line.membershipId !== null && line.membershipId === access.membership?.id);
