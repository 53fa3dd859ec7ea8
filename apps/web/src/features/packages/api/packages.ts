import {
  listOf,
  oneOf,
  type PackageOfferCreate,
  type PackageOfferUpdate,
  type PackageSell,
  prepaidPackageSchema,
} from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { packageKeys } from '../../../lib/queryKeys';

const list = listOf(prepaidPackageSchema);

/** The company's current offers, with the user's rights on each. */
export const offersQuery = (companyId: number) =>
  queryOptions({
    queryKey: packageKeys.offers(companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/companies/${companyId}/prePaidPackages`,
          list,
          { paginate: 'false', 'permissions[prepaid_package]': '*' },
          signal,
        )
      ).data,
  });

export interface SoldFilters {
  membershipId?: number;
  /** Only packages still open that expire within this many days. */
  expiringWithinDays?: number;
  page: number;
}

/** Packages sold to members, expiring first, a page at a time. */
export const soldPackagesQuery = (companyId: number, filters: SoldFilters) =>
  queryOptions({
    queryKey: packageKeys.sold(companyId, filters),
    queryFn: ({ signal }) =>
      api.get(
        `/api/companies/${companyId}/prePaidPackages`,
        list,
        {
          sold: 'true',
          membership_id: filters.membershipId,
          expiring_within_days: filters.expiringWithinDays,
          page: filters.page,
          per_page: 25,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** One offer, or a member's package with its usage. */
export const packageQuery = (id: number) =>
  queryOptions({
    queryKey: packageKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/prePaidPackages/${id}`, oneOf(prepaidPackageSchema), undefined, signal)).data,
  });

const refresh = () => invalidate(packageKeys.all);

export async function createOffer(companyId: number, offer: PackageOfferCreate) {
  await api.post(`/api/companies/${companyId}/prePaidPackages`, offer);
  await refresh();
}

export async function updateOffer(id: number, change: PackageOfferUpdate) {
  await api.patch(`/api/prePaidPackages/${id}`, change);
  await refresh();
}

export async function retireOffer(id: number) {
  await api.delete(`/api/prePaidPackages/${id}`);
  await refresh();
}

/** Sells an offer to a member; the answer is the member's package. */
export async function sellPackage(offerId: number, sale: PackageSell) {
  const sold = await api.post(`/api/prePaidPackages/${offerId}/sell`, sale, oneOf(prepaidPackageSchema));
  await refresh();
  return sold.data;
}
