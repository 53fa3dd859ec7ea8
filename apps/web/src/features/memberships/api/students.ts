import { membershipSchema } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getPage } from '../../../lib/api/paged';
import { membershipKeys } from '../../../lib/queryKeys';

/** One page of the company's students: all for an admin, for an instructor the ones they train. */
export const studentsPageQuery = (companyId: number, search: string, page: number) =>
  queryOptions({
    // Under the memberships key, so approving or changing a membership refreshes it too.
    queryKey: membershipKeys.students(companyId, search, page),
    queryFn: ({ signal }) =>
      getPage(
        `/api/companies/${companyId}/students`,
        membershipSchema,
        page,
        { 'permissions[membership]': '*', search: search || undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
