import { companyAdminSummaryResponseSchema } from '@portal/contracts/company-admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { companyKeys } from '../../../lib/queryKeys';

/** The admin dashboard's figures, in one call. */
export const adminSummaryQuery = (companyId: number) =>
  queryOptions({
    queryKey: companyKeys.adminSummary(companyId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/companies/${companyId}/adminSummary`, companyAdminSummaryResponseSchema, {}, signal)).data,
  });
