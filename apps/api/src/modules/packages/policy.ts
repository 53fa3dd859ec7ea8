import type { RowPermissions } from '@portal/contracts';
import { packageMessages } from '@portal/contracts/package-messages';
import type { Actor } from '../../lib/actor';
import { forbidden } from '../../lib/errors';
import type { Role } from '../../plugins/tenancy';
import type { PackageRow } from './value';

/** Accounting (and admins, who hold every role) keep the offers and sell them. */
export const PACKAGE_KEEPERS: Role[] = ['accounting'];

export type PackageAction = 'view' | 'update' | 'delete' | 'sell';

/**
 * Every member reads the offers (the price list); a sold package is its owner's and the keepers'.
 * Only offers are changed, retired and sold.
 */
export function can(actor: Actor, action: PackageAction, row: Pick<PackageRow, 'membershipId'>): boolean {
  const keeper = actor.access.has(...PACKAGE_KEEPERS);
  const isOffer = row.membershipId === null;
  if (action === 'view') return isOffer || keeper || row.membershipId === actor.access.membership?.id;
  return keeper && isOffer;
}

export function packagePermissions(actor: Actor, row: Pick<PackageRow, 'membershipId'>): RowPermissions {
  return { view: can(actor, 'view', row), update: can(actor, 'update', row), delete: can(actor, 'delete', row) };
}

/** Refuses (403, in the domain's words) what the actor may not do to the package. */
export function authorize(actor: Actor, action: PackageAction, row: Pick<PackageRow, 'membershipId'>): void {
  if (!can(actor, action, row)) throw forbidden(packageMessages.forbidden);
}
