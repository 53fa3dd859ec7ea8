import type { Membership, NewCustomer, Role } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { getPage } from '../../../lib/api/paged';
import { invalidate } from '../../../lib/queryClient';
import { membershipKeys } from '../../../lib/queryKeys';

/** Schemas load with the answer (as auth/api/user.ts does): pickers in the shell's first code read this file. */
const contracts = () => Promise.all([import('@portal/contracts/common'), import('@portal/contracts/memberships')]);
const row = () => contracts().then(([, { membershipSchema }]) => membershipSchema);
const one = () => contracts().then(([{ oneOf }, { membershipSchema }]) => oneOf(membershipSchema));
const list = () => contracts().then(([{ listOf }, { membershipSchema }]) => listOf(membershipSchema));

export interface MembershipFilters {
  search?: string;
  status?: Membership['status'] | '';
  role?: Role | '';
}

const filterQuery = (filters: MembershipFilters) => ({
  search: filters.search || undefined,
  status: filters.status || undefined,
  role: filters.role || undefined,
});

/** Every membership that matches, for pickers (pilots, instructors). */
export const companyMembershipsQuery = (companyId: number, filters: MembershipFilters = {}) =>
  queryOptions({
    queryKey: membershipKeys.company(companyId, filters),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/companies/${companyId}/memberships`,
          list,
          { paginate: 'false', 'permissions[membership]': '*', ...filterQuery(filters) },
          signal,
        )
      ).data,
  });

/** One page of the memberships that match, with the viewer's rights on each (the admin's list). */
export const companyMembershipsPageQuery = (companyId: number, filters: MembershipFilters, page: number) =>
  queryOptions({
    queryKey: membershipKeys.companyPage(companyId, filters, page),
    queryFn: ({ signal }) =>
      getPage(
        `/api/companies/${companyId}/memberships`,
        row,
        page,
        { 'permissions[membership]': '*', ...filterQuery(filters) },
        signal,
      ),
    // The previous rows stay while a new search or page loads, so the table does not blink.
    placeholderData: keepPreviousData,
  });

export const membershipQuery = (membershipId: number) =>
  queryOptions({
    queryKey: membershipKeys.detail(membershipId),
    queryFn: async () => (await api.get(`/api/memberships/${membershipId}`, one, { 'permissions[membership]': '*' })).data,
  });

const refresh = () => invalidate(membershipKeys.all);

export async function approveMembership(membershipId: number) {
  await api.post(`/api/memberships/${membershipId}/approve`);
  await refresh();
}

export async function updateMembership(
  membershipId: number,
  change: Partial<Pick<Membership, 'roles' | 'status' | 'member_number'>>,
) {
  await api.patch(`/api/memberships/${membershipId}`, change);
  await refresh();
}

/** Ends a membership: an admin removes a member, or members leave themselves. */
export async function removeMembership(membershipId: number) {
  await api.delete(`/api/memberships/${membershipId}`);
  await refresh();
}

/** Adds a person by email as an approved member; one without an account is invited to set a password. */
export async function addMember(companyId: number, person: Pick<NewCustomer, 'email' | 'name' | 'member_number'>) {
  const { data } = await api.post(`/api/companies/${companyId}/memberships/newCustomer`, person, one);
  await refresh();
  return data;
}
