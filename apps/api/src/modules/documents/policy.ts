import type { Role } from '@portal/contracts';
import { documentMessages } from '@portal/contracts/documents-messages';
import type { Actor } from '../../lib/actor';
import { forbidden, notFound } from '../../lib/errors';

/** `manage`: create folders and upload (company-wide); `read`: open a folder and its documents; the rest: admins. */
export type DocumentAction = 'manage' | 'read' | 'acknowledge' | 'update' | 'delete' | 'see_readers';
/** A folder with its parent's roles (a sub-folder is seen only by who also sees its parent). */
export type FolderAccess = { visibleToRoles: Role[]; parentRoles: Role[] | null };

const allows = ({ access }: Actor, roles: Role[]) =>
  roles.length === 0 ? access.membership !== null || access.isSuperAdmin : access.has(...roles);

/** Whether the actor reads the folder: every member when no roles are named, otherwise one of them (admins always). */
export const readsFolder = (actor: Actor, folder: FolderAccess) =>
  allows(actor, folder.visibleToRoles) && (folder.parentRoles === null || allows(actor, folder.parentRoles));

export function can(actor: Actor, action: DocumentAction, folder?: FolderAccess): boolean {
  if (action === 'manage') return actor.access.has('admin');
  if (!folder) throw new Error(`document action ${action} needs a folder`);
  if (!readsFolder(actor, folder)) return false;
  if (action === 'read') return true;
  if (action === 'acknowledge') return actor.access.membership !== null;
  return actor.access.has('admin');
}

/**
 * Refuses what the actor may not do. A folder (or document) not meant for the caller's roles answers
 * 404, as if it did not exist, so a member never learns of another group's papers.
 */
export function authorize(actor: Actor, action: DocumentAction, folder?: FolderAccess): void {
  if (folder && !readsFolder(actor, folder)) throw notFound();
  if (can(actor, action, folder)) return;
  throw forbidden(action === 'acknowledge' ? documentMessages.noMembership : documentMessages.forbidden);
}

/** The document part of a company's `permissions`. */
export const documentCompanyPermissions = (actor: Actor) => ({ manage_documents: can(actor, 'manage') });
