import { listOf, settingsChangeSchema } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { companyKeys } from '../../../lib/queryKeys';

const PER_PAGE = 10;

/** A page of the company's audited settings changes, newest first. */
export const settingsChangesQuery = (companyId: number, page: number) =>
  queryOptions({
    queryKey: companyKeys.settingsChanges(companyId, page),
    queryFn: ({ signal }) =>
      api.get(`/api/companies/${companyId}/settingsChanges`, listOf(settingsChangeSchema), { page, per_page: PER_PAGE }, signal),
    placeholderData: keepPreviousData,
  });
