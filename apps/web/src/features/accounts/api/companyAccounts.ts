import { accountPageSchema, type TransactionCreate, transactionPageSchema } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { accountingKeys, accountKeys } from '../../../lib/queryKeys';

export const ACCOUNTS_PER_PAGE = 25;

/** One page of the company's member accounts with their balances (accounting). */
export const companyAccountsQuery = (companyId: number, search: string, page: number) =>
  queryOptions({
    queryKey: accountKeys.company(companyId, search, page),
    queryFn: async ({ signal }) =>
      api.get(
        `/api/companies/${companyId}/accounts`,
        accountPageSchema,
        { search: search || undefined, page: String(page), per_page: String(ACCOUNTS_PER_PAGE) },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** Posts a manual charge, credit or payment; balances and the accounting overview reload. */
export async function postTransaction(membershipId: number, body: TransactionCreate) {
  const result = await api.post(
    `/api/memberships/${membershipId}/transactions`,
    body,
    z.object({ data: transactionPageSchema.shape.data.element }),
  );
  await invalidate(accountKeys.all, accountingKeys.all);
  return result.data;
}
