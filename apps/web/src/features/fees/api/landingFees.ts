import { type LandingFeeCreate, type LandingFeeUpdate, landingFeeSchema, listOf } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { landingFeeKeys } from '../../../lib/queryKeys';

/** Every landing fee of the company at once (`index=true`), with its airport. */
export const landingFeesQuery = (companyId: number) =>
  queryOptions({
    queryKey: landingFeeKeys.company(companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/companies/${companyId}/landingFees`,
          listOf(landingFeeSchema),
          { index: 'true', 'permissions[landing_fee]': '*', include: 'airport' },
          signal,
        )
      ).data,
  });

const refresh = (companyId: number) => invalidate(landingFeeKeys.company(companyId));

export async function createLandingFee(companyId: number, fee: LandingFeeCreate) {
  await api.post(`/api/companies/${companyId}/landingFees`, fee);
  await refresh(companyId);
}

export async function updateLandingFee(companyId: number, feeId: number, change: LandingFeeUpdate) {
  await api.patch(`/api/landingFees/${feeId}`, change);
  await refresh(companyId);
}

export async function deleteLandingFee(companyId: number, feeId: number) {
  await api.delete(`/api/landingFees/${feeId}`);
  await refresh(companyId);
}
