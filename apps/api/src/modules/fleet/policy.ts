import type { RowPermissions } from '@portal/contracts';
import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';

/** Actions in a company's fleet that no row exists for yet. */
export type FleetCompanyAction = 'create_airplane';
/**
 * Actions on one row of the fleet: an aircraft, a maintenance item, a document or a squawk (for a squawk,
 * `update` is its classification).
 */
export type FleetRowAction = 'view' | 'update' | 'delete' | 'attach_photo';
/** What the policy reads of a fleet row: its company, and for a squawk who reported it. */
export interface FleetRow {
  companyId: number;
  reportedByMembershipId?: number | null;
}

/** What the fleet policy reads of the caller: their roles and membership in the row's company. */
export interface FleetActor {
  access: Pick<CompanyAccess, 'has' | 'membership'>;
}

/** Admins keep the fleet: aircraft, maintenance items, documents, and the classification of squawks. */
const keepsFleet = ({ access }: FleetActor) => access.has('admin');

const isReporter = ({ access }: FleetActor, row: FleetRow) =>
  access.membership !== null && row.reportedByMembershipId != null && row.reportedByMembershipId === access.membership.id;

const companyRules: Record<FleetCompanyAction, (actor: FleetActor) => boolean> = {
  create_airplane: keepsFleet,
};

/** Every approved member reads the fleet and reports squawks and positions; keepers change it. */
const rowRules: Record<FleetRowAction, (actor: FleetActor, row: FleetRow) => boolean> = {
  view: () => true,
  update: keepsFleet,
  delete: keepsFleet,
  /** A squawk's photo is its reporter's to add too. */
  attach_photo: (actor, row) => keepsFleet(actor) || isReporter(actor, row),
};

/** The one answer to who may do what in the fleet; routes and `permissions` both ask it. */
export function can(actor: FleetActor, action: FleetCompanyAction): boolean;
export function can(actor: FleetActor, action: FleetRowAction, row: FleetRow): boolean;
export function can(actor: FleetActor, action: FleetCompanyAction | FleetRowAction, row?: FleetRow): boolean {
  if (!(action in rowRules)) return companyRules[action as FleetCompanyAction](actor);
  if (!row) throw new Error(`fleet action ${action} needs a row`);
  return rowRules[action as FleetRowAction](actor, row);
}

/** Refuses what the policy does not allow, before the service runs. */
export function authorize(actor: FleetActor, action: FleetCompanyAction): void;
export function authorize(actor: FleetActor, action: FleetRowAction, row: FleetRow): void;
export function authorize(actor: FleetActor, action: FleetCompanyAction | FleetRowAction, row?: FleetRow) {
  if (!can(actor, action as FleetRowAction, row as FleetRow)) throw forbidden();
}

export const fleetPermissions = (actor: FleetActor, row: FleetRow): RowPermissions => ({
  view: can(actor, 'view', row),
  update: can(actor, 'update', row),
  delete: can(actor, 'delete', row),
});

/** The fleet answers of the company's `permissions`. */
export const fleetCompanyPermissions = (actor: FleetActor) => ({ create_airplane: can(actor, 'create_airplane') });
