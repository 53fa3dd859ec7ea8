import type { Role } from '@portal/contracts';
import { forbidden } from '../../lib/errors';
import type { CompanyAccess, MembershipRow } from '../../plugins/tenancy';

/** Who is looking at memberships of one company: the actor this domain's policy asks about. */
export interface MembershipViewer {
  userId: number;
  isSuperAdmin: boolean;
  /** The viewer's roles in that company (approved membership only). */
  roles: readonly Role[];
}

/** Actions in a company's member list that no membership is needed for. */
export type MembershipCompanyAction =
  | 'manage_memberships'
  | 'see_all_memberships'
  | 'see_notes'
  | 'see_students'
  | 'see_all_students';
/** Actions on one membership; `answer` is accepting or declining an invitation. */
export type MembershipRowAction = 'view' | 'update' | 'delete' | 'approve' | 'answer';

type Row = Pick<MembershipRow, 'userId' | 'status'>;

const STAFF: Role[] = ['admin', 'accounting', 'instructor'];

const isAdmin = (viewer: MembershipViewer) => viewer.isSuperAdmin || viewer.roles.includes('admin');
const isOwn = (viewer: MembershipViewer, row: Row) => row.userId === viewer.userId;

const companyRules: Record<MembershipCompanyAction, (viewer: MembershipViewer) => boolean> = {
  /** Admins approve, change and invite memberships. */
  manage_memberships: isAdmin,
  /** Staff see every membership of their company; other members see approved ones only. */
  see_all_memberships: (viewer) => viewer.isSuperAdmin || viewer.roles.some((role) => STAFF.includes(role)),
  /** An admin's notes on a member are for admins. */
  see_notes: isAdmin,
  /** Admins see the company's students, instructors those they train. */
  see_students: (viewer) => isAdmin(viewer) || viewer.roles.includes('instructor'),
  see_all_students: isAdmin,
};

const rowRules: Record<MembershipRowAction, (viewer: MembershipViewer, row: Row) => boolean> = {
  view: (viewer, row) => isAdmin(viewer) || isOwn(viewer, row),
  update: isAdmin,
  /** A member leaves; an admin removes. */
  delete: (viewer, row) => isAdmin(viewer) || isOwn(viewer, row),
  approve: (viewer, row) => isAdmin(viewer) && row.status === 'pending',
  /** An invitation is answered by the person invited. */
  answer: isOwn,
};

/** The one answer to who may do what with memberships; routes, presenters and `permissions` all ask it. */
export function can(viewer: MembershipViewer, action: MembershipCompanyAction): boolean;
export function can(viewer: MembershipViewer, action: MembershipRowAction, row: Row): boolean;
export function can(viewer: MembershipViewer, action: MembershipCompanyAction | MembershipRowAction, row?: Row): boolean {
  if (!(action in rowRules)) return companyRules[action as MembershipCompanyAction](viewer);
  if (!row) throw new Error(`membership action ${action} needs a membership`);
  return rowRules[action as MembershipRowAction](viewer, row);
}

/** Refuses what the policy does not allow, before the service runs. */
export function authorize(viewer: MembershipViewer, action: MembershipCompanyAction): void;
export function authorize(viewer: MembershipViewer, action: MembershipRowAction, row: Row): void;
export function authorize(viewer: MembershipViewer, action: MembershipCompanyAction | MembershipRowAction, row?: Row) {
  if (!can(viewer, action as MembershipRowAction, row as Row)) throw forbidden();
}

/** A user's memberships across companies are theirs to list, and a super-admin's to look into. */
export const mayListMembershipsOf = (user: { id: number; isSuperAdmin: boolean }, userId: number) =>
  user.id === userId || user.isSuperAdmin;

/**
 * Which students a viewer sees: admins all of the company's, instructors those they train, anyone else none
 * (null: refused).
 */
export function studentsScope(viewer: MembershipViewer): 'all' | 'trained' | null {
  if (can(viewer, 'see_all_students')) return 'all';
  return can(viewer, 'see_students') ? 'trained' : null;
}

/** A membership's `permissions`. */
export const membershipPermissions = (viewer: MembershipViewer, row: Row) => ({
  view: can(viewer, 'view', row),
  update: can(viewer, 'update', row),
  delete: can(viewer, 'delete', row),
  approve: can(viewer, 'approve', row),
});

/** For a user's own rows across companies: their roles where they are approved. */
export function viewerOfOwnRow(
  userId: number,
  isSuperAdmin: boolean,
  row: Pick<MembershipRow, 'status' | 'roles'>,
): MembershipViewer {
  return { userId, isSuperAdmin, roles: row.status === 'approved' ? row.roles : [] };
}

/** The viewer behind a checked company access. */
export function viewerIn(access: Pick<CompanyAccess, 'isSuperAdmin' | 'membership'>, userId: number): MembershipViewer {
  return { userId, isSuperAdmin: access.isSuperAdmin, roles: access.membership?.roles ?? [] };
}

/** The membership answers of the company's `permissions`. */
export const membershipCompanyPermissions = (viewer: MembershipViewer) => ({
  manage_memberships: can(viewer, 'manage_memberships'),
  see_students: can(viewer, 'see_students'),
  see_all_students: can(viewer, 'see_all_students'),
});
