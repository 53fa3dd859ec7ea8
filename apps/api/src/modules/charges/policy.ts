import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';

type Access = Pick<CompanyAccess, 'has'>;
/** What only the keepers of the charges do: list every charge, change who pays, keep the instructors' rates. */
export type ChargeCompanyAction = 'see_charges' | 'change_payer' | 'keep_instructor_rates';

/** Accounting (and admins) see every charge of the company and change who pays before billing. */
export const keepsCharges = (access: Access) => access.has('accounting');

/** Every charge action is the keepers': they also keep what instructors' time costs, as they keep the fees. */
const rules: Record<ChargeCompanyAction, (access: Access) => boolean> = {
  see_charges: keepsCharges,
  change_payer: keepsCharges,
  keep_instructor_rates: keepsCharges,
};

/** Refuses what the policy does not allow, before the service runs. */
export function authorize(access: Access, action: ChargeCompanyAction): void {
  if (!rules[action](access)) throw forbidden();
}

/** A flight's lines: accounting sees all; a member sees the lines they pay. */
export const seesLine = (access: Pick<CompanyAccess, 'has' | 'membership'>, line: { membershipId: number | null }) =>
  keepsCharges(access) || (line.membershipId !== null && line.membershipId === access.membership?.id);
