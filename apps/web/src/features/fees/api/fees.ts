import { type FeeCreate, type FeeUpdate, feeSchema, listOf } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { queryClient } from '../../../lib/queryClient';

/** The company's fees with the user's rights on each. */
export const companyFeesQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['companies', companyId, 'fees'],
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/companies/${companyId}/fees`,
          listOf(feeSchema),
          { paginate: 'false', 'permissions[fee]': '*' },
          signal,
        )
      ).data,
  });

/** Fees show on aircraft too, so both are refetched. */
const refresh = () =>
  queryClient.invalidateQueries({
    predicate: (query) => query.queryKey.includes('fees') || query.queryKey.includes('airplanes'),
  });

export async function createFee(companyId: number, fee: FeeCreate) {
  await api.post(`/api/companies/${companyId}/fees`, fee);
  await refresh();
}

export async function updateFee(feeId: number, change: FeeUpdate) {
  await api.patch(`/api/fees/${feeId}`, change);
  await refresh();
}

export async function deleteFee(feeId: number) {
  await api.delete(`/api/fees/${feeId}`);
  await refresh();
}
