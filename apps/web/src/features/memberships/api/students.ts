import type { Membership } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getPage } from '../../../lib/api/paged';

/** One page of the company's students: all for an admin, for an instructor the ones they train. */
export const studentsPageQuery = (companyId: number, search: string, page: number) =>
  queryOptions({
    // Under the company's memberships key, so approving or changing a membership refreshes it too.
    queryKey: ['companies', companyId, 'memberships', 'students', search, page],
    queryFn: ({ signal }) =>
      getPage<Membership>(
        `/api/companies/${companyId}/students`,
        page,
        { 'permissions[membership]': '*', search: search || undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
