import { useUser } from '../../auth';
import { useMembershipIn } from '../../memberships';

/** What the user may do in a company's fleet and fees: admins keep the fleet, accounting shares the fees. */
export function useFleetRights(companyId: number) {
  const user = useUser();
  const { membership, isPending } = useMembershipIn(companyId);
  const roles = membership?.roles ?? [];
  const superAdmin = Boolean(user?.is_super_admin);
  return {
    isPending,
    keepsFleet: superAdmin || roles.includes('admin'),
    keepsFees: superAdmin || roles.includes('admin') || roles.includes('accounting'),
  };
}
