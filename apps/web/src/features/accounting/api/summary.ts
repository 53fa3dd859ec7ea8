import { accountingSummaryResponseSchema } from '@portal/contracts/accounting-summary';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { accountingKeys } from '../../../lib/queryKeys';

/** Accounting's overview of the company's money. */
export const accountingSummaryQuery = (companyId: number) =>
  queryOptions({
    queryKey: accountingKeys.summary(companyId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/companies/${companyId}/accounting/summary`, accountingSummaryResponseSchema, {}, signal)).data,
  });
