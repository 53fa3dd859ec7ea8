import type { CompanyPermissions } from '@portal/contracts';
import { Navigate, Outlet, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useUser } from '../../features/auth';
import { useCompanyPermissions } from '../../features/companies';
import { useMyMemberships } from '../../features/memberships';

export type GuardName =
  | 'super-admin'
  | 'any-admin'
  | 'company-admin'
  | 'company-accounting'
  | 'company-reports'
  | 'company-instructor';

/** Company guards ask the company's `permissions`, so the pages follow the API's policies. */
const COMPANY_GUARDS: Record<Exclude<GuardName, 'super-admin' | 'any-admin'>, keyof CompanyPermissions> = {
  'company-admin': 'administer',
  'company-accounting': 'see_accounting',
  'company-reports': 'view_reports',
  'company-instructor': 'see_students',
};

const refused = <Navigate to="/not-authorized" replace />;

function CompanyGuard({ action }: { action: keyof CompanyPermissions }) {
  const { can, isPending } = useCompanyPermissions(Number(useParams().company_id));
  if (isPending) return <PageLoader />;
  return can(action) ? <Outlet /> : refused;
}

/** Super-admins, and admins of any company (the playground's catalogue). */
function AnyAdminGuard({ superAdmin }: { superAdmin: boolean }) {
  const { memberships, isPending } = useMyMemberships();
  if (superAdmin) return <Outlet />;
  if (isPending) return <PageLoader />;
  return memberships.some((m) => m.status === 'approved' && m.roles.includes('admin')) ? <Outlet /> : refused;
}

/** Keeps users the named guard refuses out, with the not-authorized page. */
export function RouteGuard({ name }: { name: GuardName }) {
  const user = useUser();
  if (name !== 'super-admin' && name !== 'any-admin' && !COMPANY_GUARDS[name]) throw new Error(`Unknown route guard: ${name}`);
  if (!user) return null;
  if (name === 'super-admin') return user.is_super_admin ? <Outlet /> : refused;
  if (name === 'any-admin') return <AnyAdminGuard superAdmin={user.is_super_admin} />;
  return <CompanyGuard action={COMPANY_GUARDS[name]} />;
}
