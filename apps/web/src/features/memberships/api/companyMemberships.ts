import type { Membership, NewCustomer, Role } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { queryClient } from '../../../lib/queryClient';

export interface MembershipFilters {
  search?: string;
  status?: Membership['status'] | '';
  role?: Role | '';
}

export const companyMembershipsQuery = (companyId: number, filters: MembershipFilters = {}) =>
  queryOptions({
    queryKey: ['companies', companyId, 'memberships', filters],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: Membership[] }>(
          `/api/companies/${companyId}/memberships`,
          {
            paginate: 'false',
            'permissions[membership]': '*',
            search: filters.search || undefined,
            status: filters.status || undefined,
            role: filters.role || undefined,
          },
          signal,
        )
      ).data,
  });

export const membershipQuery = (membershipId: number) =>
  queryOptions({
    queryKey: ['memberships', membershipId],
    queryFn: async () =>
      (await api.get<{ data: Membership }>(`/api/memberships/${membershipId}`, { 'permissions[membership]': '*' })).data,
  });

const refresh = () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes('memberships') });

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

/** Adds a person by email as an approved member; one without an account is invited to set a password. */
export async function addMember(companyId: number, person: Pick<NewCustomer, 'email' | 'name' | 'member_number'>) {
  const { data } = await api.post<{ data: Membership }>(`/api/companies/${companyId}/memberships/newCustomer`, person);
  await refresh();
  return data;
}
