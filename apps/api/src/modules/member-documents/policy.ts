import { forbidden } from '../../lib/errors';
import type { MembershipViewer } from '../memberships';

export type MemberDocumentAction = 'list' | 'upload' | 'download' | 'delete';

/**
 * A member's papers are the member's and their company's admins' business alone: instructors and other
 * members see none of them. Every action follows that one rule.
 */
export function can(viewer: MembershipViewer, _action: MemberDocumentAction, membership: { userId: number }): boolean {
  return viewer.isSuperAdmin || viewer.roles.includes('admin') || viewer.userId === membership.userId;
}

export function authorize(viewer: MembershipViewer, action: MemberDocumentAction, membership: { userId: number }) {
  if (!can(viewer, action, membership)) throw forbidden();
}
