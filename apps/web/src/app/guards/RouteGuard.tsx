import type { Membership, Role, User } from '@portal/contracts';
import { Navigate, Outlet, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useUser } from '../../features/auth';
import { useMyMemberships } from '../../features/memberships';

export type GuardName = 'super-admin' | 'company-admin' | 'company-accounting' | 'company-instructor';

const holdsRole = (memberships: Membership[], companyId: number, roles: Role[]) =>
  memberships.some((m) => m.company_id === companyId && m.status === 'approved' && m.roles.some((role) => roles.includes(role)));

const GUARDS: Record<GuardName, (user: User, memberships: Membership[], companyId: number) => boolean> = {
  'super-admin': (user) => user.is_super_admin,
  'company-admin': (user, memberships, companyId) => user.is_super_admin || holdsRole(memberships, companyId, ['admin']),
  /** The accounting pages: admins and accounting staff. */
  'company-accounting': (user, memberships, companyId) =>
    user.is_super_admin || holdsRole(memberships, companyId, ['admin', 'accounting']),
  /** The students page: admins see every student, instructors the ones they train. */
  'company-instructor': (user, memberships, companyId) =>
    user.is_super_admin || holdsRole(memberships, companyId, ['admin', 'instructor']),
};

/** Keeps users the named guard refuses out, with the not-authorized page. */
export function RouteGuard({ name }: { name: GuardName }) {
  const check = GUARDS[name];
  if (!check) throw new Error(`Unknown route guard: ${name}`);
  const user = useUser();
  const { memberships, isPending } = useMyMemberships();
  const companyId = Number(useParams().company_id);
  if (!user) return null;
  if (name !== 'super-admin' && isPending && !user.is_super_admin) return <PageLoader />;
  return check(user, memberships, companyId) ? <Outlet /> : <Navigate to="/not-authorized" replace />;
}
