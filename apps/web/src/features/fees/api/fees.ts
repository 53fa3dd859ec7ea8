import { type FeeCreate, type FeeUpdate, feeSchema, listOf } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { airplaneKeys, feeKeys } from '../../../lib/queryKeys';

/** The company's fees with the user's rights on each. */
export const companyFeesQuery = (companyId: number) =>
  queryOptions({
    queryKey: feeKeys.company(companyId),
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
const refresh = () => invalidate(feeKeys.all, airplaneKeys.all);

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
