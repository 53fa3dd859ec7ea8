import type { RowPermissions } from '@portal/contracts';
import { packageMessages } from '@portal/contracts/package-messages';
import type { Actor } from '../../lib/actor';
import { forbidden } from '../../lib/errors';
import type { PackageRow } from './value';

/** What only the keepers of the price list do: make offers, and change, retire or sell one. */
export type PackageCompanyAction = 'keep_packages';
export type PackageAction = 'view' | 'update' | 'delete';
type Row = Pick<PackageRow, 'membershipId'>;

/** Accounting (and admins, who hold every role) keep the offers and sell them. */
const keeps = ({ access }: Actor) => access.has('accounting');

/**
 * Every member reads the offers (the price list); a sold package is its owner's and the keepers'.
 * Only offers are changed and retired.
 */
export function can(actor: Actor, action: PackageCompanyAction): boolean;
export function can(actor: Actor, action: PackageAction, row: Row): boolean;
export function can(actor: Actor, action: PackageCompanyAction | PackageAction, row?: Row): boolean {
  if (action === 'keep_packages') return keeps(actor);
  if (!row) throw new Error(`package action ${action} needs a package`);
  const isOffer = row.membershipId === null;
  if (action === 'view') return isOffer || keeps(actor) || row.membershipId === actor.access.membership?.id;
  return keeps(actor) && isOffer;
}

export function packagePermissions(actor: Actor, row: Row): RowPermissions {
  return { view: can(actor, 'view', row), update: can(actor, 'update', row), delete: can(actor, 'delete', row) };
}

/**
 * Refuses, before the service runs, what the actor may not do: a member who keeps no packages is
 * refused as for any role they lack; a package they may not see or change, in the domain's words.
 */
export function authorize(actor: Actor, action: PackageCompanyAction): void;
export function authorize(actor: Actor, action: PackageAction, row: Row): void;
export function authorize(actor: Actor, action: PackageCompanyAction | PackageAction, row?: Row): void {
  if (action === 'keep_packages') {
    if (!can(actor, action)) throw forbidden();
  } else if (!can(actor, action, row as Row)) throw forbidden(packageMessages.forbidden);
}
