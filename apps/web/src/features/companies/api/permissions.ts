import type { CompanyPermissions } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { companyQuery } from './companies';

/**
 * What the user may do in a company where no row exists yet (book for others, create an aircraft, …),
 * as the API's policies answer on the company; nothing while it loads.
 */
export function useCompanyPermissions(companyId: number) {
  const query = useQuery({ ...companyQuery(companyId), meta: { silent: true } });
  const permissions = query.data?.permissions;
  return {
    can: (action: keyof CompanyPermissions) => permissions?.[action] ?? false,
    /** The company answered with `permissions`: the user is an approved member or a super-admin. */
    entered: permissions !== undefined,
    isPending: query.isPending,
  };
}
