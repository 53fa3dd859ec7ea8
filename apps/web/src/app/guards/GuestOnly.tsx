import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { userQuery } from '../../features/auth';
import { redirectTarget } from '../../lib/redirectTarget';

/** Signed-in users are kept from guest-only pages (login, register) and go where they were headed. */
export function GuestOnly() {
  const { data: user, isPending } = useQuery(userQuery);
  const { search } = useLocation();
  if (isPending) return <PageLoader />;
  if (user) return <Navigate to={redirectTarget(search)} replace />;
  return <Outlet />;
}
