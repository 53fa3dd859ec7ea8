import type { Role } from '@portal/contracts';
import { eventMessages } from '@portal/contracts/events-messages';
import type { Actor } from '../../lib/actor';
import { forbidden, notFound } from '../../lib/errors';

/** `manage`: create events (company-wide). */
export type EventCompanyAction = 'manage';
/** `view`, `register`: a member it is meant for; `update`, `delete`, `see_registrations`: admins. */
export type EventAction = 'view' | 'register' | 'update' | 'delete' | 'see_registrations';
type EventRow = { visibleToRoles: Role[] };

const manages = ({ access }: Actor) => access.has('admin');

/** An event with no roles is every member's; otherwise a member holding one of them sees it (admins see all). */
export const seesEvent = ({ access }: Actor, row: EventRow) =>
  row.visibleToRoles.length === 0 ? access.membership !== null || access.isSuperAdmin : access.has(...row.visibleToRoles);

export function can(actor: Actor, action: EventCompanyAction): boolean;
export function can(actor: Actor, action: EventAction, row: EventRow): boolean;
export function can(actor: Actor, action: EventCompanyAction | EventAction, row?: EventRow): boolean {
  if (action === 'manage') return manages(actor);
  if (!row) throw new Error(`event action ${action} needs an event`);
  if (action === 'view') return seesEvent(actor, row);
  if (action === 'register') return seesEvent(actor, row) && actor.access.membership !== null;
  return manages(actor);
}

/**
 * Refuses what the actor may not do. An event not meant for the caller's roles answers 404, as if
 * it did not exist, so a member never learns of another group's events.
 */
export function authorize(actor: Actor, action: EventCompanyAction): void;
export function authorize(actor: Actor, action: EventAction, row: EventRow): void;
export function authorize(actor: Actor, action: EventCompanyAction | EventAction, row?: EventRow): void {
  if (action === 'manage') {
    if (!can(actor, action)) throw forbidden(eventMessages.forbidden);
    return;
  }
  const event = row as EventRow;
  if (!seesEvent(actor, event)) throw notFound();
  if (action === 'register' && !can(actor, action, event)) throw forbidden(eventMessages.noMembership);
  if (!can(actor, action, event)) throw forbidden(eventMessages.forbidden);
}

/** The event part of a company's `permissions`. */
export const eventCompanyPermissions = (actor: Actor) => ({ manage_events: can(actor, 'manage') });
