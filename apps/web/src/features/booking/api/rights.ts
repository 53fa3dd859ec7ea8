import { useUser } from '../../auth';
import { useMembershipIn } from '../../memberships';

/** What the user may do in a company's calendar: book for others (admins, instructors), block for maintenance (admins). */
export function useBookingRights(companyId: number) {
  const user = useUser();
  const { membership, isPending } = useMembershipIn(companyId);
  const roles = membership?.roles ?? [];
  const isAdmin = Boolean(user?.is_super_admin) || roles.includes('admin');
  return {
    membership,
    isPending,
    isAdmin,
    choosesPilot: isAdmin || roles.includes('instructor'),
  };
}
