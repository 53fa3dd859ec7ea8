import type { RowPermissions } from '@portal/contracts';
import { logbookMessages as says } from '@portal/contracts/logbook-messages';
import { conflict, notFound } from '../../lib/errors';
import type { EntryRow } from './presenter';

/** Actions on one logbook line. */
export type LogbookRowAction = 'view' | 'update' | 'delete';
/** What the policy reads of a line. */
type Line = Pick<EntryRow, 'userId' | 'source'>;

/** A logbook is its pilot's own; a line a company flight wrote changes with that flight, not here. */
export function can(userId: number, action: LogbookRowAction, line: Line): boolean {
  if (line.userId !== userId) return false;
  return action === 'view' || line.source === 'personal';
}

/** Refuses before the service runs: another pilot's line does not exist for the caller (404), a flight's line is a 409. */
export function authorize(userId: number, action: LogbookRowAction, line: Line) {
  if (line.userId !== userId) throw notFound();
  if (!can(userId, action, line)) throw conflict(says.fromFlight);
}

/** A line's `permissions` for the caller. */
export function entryPermissions(userId: number, line: Line): RowPermissions {
  return { view: can(userId, 'view', line), update: can(userId, 'update', line), delete: can(userId, 'delete', line) };
}
