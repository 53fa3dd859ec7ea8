import type { RowPermissions } from '@portal/contracts';
import type { Actor } from '../../lib/actor';
import { forbidden } from '../../lib/errors';
import type { FeeRow, LandingFeeRow } from './presenter';

/** Actions in a company's price lists that no fee exists for yet. */
export type FeeCompanyAction = 'create_fee' | 'create_landing_fee' | 'see_accounting';
/** Actions on one fee or landing fee. */
export type FeeRowAction = 'view' | 'update' | 'delete';
/** What the policy reads of a row: a landing fee is priced for an airport, a fee is not. */
type PricedRow = Pick<FeeRow, 'companyId'> | Pick<LandingFeeRow, 'companyId' | 'airportId'>;

const isLandingFee = (row: PricedRow) => 'airportId' in row;

const companyRules: Record<FeeCompanyAction, (actor: Actor) => boolean> = {
  /** Admins and accounting keep the price list. */
  create_fee: ({ access }) => access.has('accounting'),
  /** Landing fees are kept by admins. */
  create_landing_fee: ({ access }) => access.has('admin'),
  /** The accounting pages are the fee keepers'. */
  see_accounting: ({ access }) => access.has('accounting'),
};

/** Every member reads the price lists; their keepers change them. */
const keeps = (actor: Actor, row: PricedRow) => companyRules[isLandingFee(row) ? 'create_landing_fee' : 'create_fee'](actor);

const rowRules: Record<FeeRowAction, (actor: Actor, row: PricedRow) => boolean> = {
  view: () => true,
  update: keeps,
  delete: keeps,
};

/** The one answer to who may do what with fees; routes and `permissions` both ask it. */
export function can(actor: Actor, action: FeeCompanyAction): boolean;
export function can(actor: Actor, action: FeeRowAction, row: PricedRow): boolean;
export function can(actor: Actor, action: FeeCompanyAction | FeeRowAction, row?: PricedRow): boolean {
  if (!(action in rowRules)) return companyRules[action as FeeCompanyAction](actor);
  if (!row) throw new Error(`fee action ${action} needs a fee`);
  return rowRules[action as FeeRowAction](actor, row);
}

/** Refuses what the policy does not allow, before the service runs. */
export function authorize(actor: Actor, action: FeeCompanyAction): void;
export function authorize(actor: Actor, action: FeeRowAction, row: PricedRow): void;
export function authorize(actor: Actor, action: FeeCompanyAction | FeeRowAction, row?: PricedRow) {
  if (!can(actor, action as FeeRowAction, row as PricedRow)) throw forbidden();
}

export const feePermissions = (actor: Actor, row: PricedRow): RowPermissions => ({
  view: can(actor, 'view', row),
  update: can(actor, 'update', row),
  delete: can(actor, 'delete', row),
});

/** The fee answers of the company's `permissions`. */
export const feeCompanyPermissions = (actor: Actor) => ({
  create_fee: can(actor, 'create_fee'),
  create_landing_fee: can(actor, 'create_landing_fee'),
  see_accounting: can(actor, 'see_accounting'),
});
