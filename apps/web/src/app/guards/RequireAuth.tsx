import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { userQuery } from '../../features/auth';

/** Guests are sent to the login page with the requested path kept as `redirect`. */
export function RequireAuth() {
  const { data: user, isPending } = useQuery(userQuery);
  const location = useLocation();
  if (isPending) return <PageLoader />;
  if (!user) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={redirect === '/' ? '/login' : `/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  return <Outlet />;
}
