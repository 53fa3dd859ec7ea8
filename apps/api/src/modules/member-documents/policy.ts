import { forbidden } from '../../lib/errors';
import type { MembershipViewer } from '../memberships';

export type MemberDocumentAction = 'list' | 'upload' | 'download' | 'delete';

type Membership = { userId: number; status: string };

/** Papers are kept for members, not for requests: a pending or rejected request is deleted outright with no files to leave. */
const JOINED = ['approved', 'suspended'];

/**
 * A member's papers are the member's and their company's admins' business alone: instructors and other
 * members see none of them. New papers come only to a membership that has joined.
 */
export function can(viewer: MembershipViewer, action: MemberDocumentAction, membership: Membership): boolean {
  const theirs = viewer.isSuperAdmin || viewer.roles.includes('admin') || viewer.userId === membership.userId;
  return theirs && (action !== 'upload' || JOINED.includes(membership.status));
}

export function authorize(viewer: MembershipViewer, action: MemberDocumentAction, membership: Membership) {
  if (!can(viewer, action, membership)) throw forbidden();
}
