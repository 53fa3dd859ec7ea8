import type { CompanyAccess, MembershipRow } from '../../plugins/tenancy';

/** Who is looking at memberships of one company. */
export interface MembershipViewer {
  userId: number;
  isSuperAdmin: boolean;
  /** The viewer's roles in that company (approved membership only). */
  roles: readonly string[];
}

const STAFF = ['admin', 'accounting', 'instructor'];

export const isCompanyAdmin = (viewer: MembershipViewer) => viewer.isSuperAdmin || viewer.roles.includes('admin');

/** Staff see every membership of their company; other members see approved ones only. */
export const seesAllMemberships = (viewer: MembershipViewer) =>
  viewer.isSuperAdmin || viewer.roles.some((role) => STAFF.includes(role));

/**
 * Which students a viewer sees: admins all of the company's, instructors those they train, anyone else none
 * (null: refused).
 */
export function studentsScope(viewer: MembershipViewer): 'all' | 'trained' | null {
  if (isCompanyAdmin(viewer)) return 'all';
  return viewer.roles.includes('instructor') ? 'trained' : null;
}

type Row = Pick<MembershipRow, 'userId' | 'status'>;

/** The one place that says what a viewer may do with a membership; routes and `permissions[membership]` both ask it. */
export function membershipPermissions(viewer: MembershipViewer, row: Row) {
  const admin = isCompanyAdmin(viewer);
  const own = row.userId === viewer.userId;
  return {
    view: admin || own,
    update: admin,
    delete: admin || own,
    approve: admin && row.status === 'pending',
  };
}

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
  manage_memberships: isCompanyAdmin(viewer),
  see_students: studentsScope(viewer) !== null,
});
