import { memberAccountSchema, transactionPageSchema } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { accountKeys } from '../../../lib/queryKeys';

/** A member's account: balance, currency and whether it is below the club's limit. */
export const memberAccountQuery = (membershipId: number) =>
  queryOptions({
    queryKey: accountKeys.member(membershipId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/memberships/${membershipId}/account`, z.object({ data: memberAccountSchema }), {}, signal)).data,
  });

/** One page of the account's lines, newest first. */
export const accountLinesQuery = (membershipId: number, page: number) =>
  queryOptions({
    queryKey: accountKeys.lines(membershipId, page),
    queryFn: async ({ signal }) =>
      api.get(
        `/api/memberships/${membershipId}/transactions`,
        transactionPageSchema,
        { page: String(page), per_page: '20' },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
