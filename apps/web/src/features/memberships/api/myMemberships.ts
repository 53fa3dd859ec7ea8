import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { membershipKeys } from '../../../lib/queryKeys';
import { useUser } from '../../auth';

/** Loaded with the answer, as the user's own schema (auth/api/user.ts): the shell reads this list on every page. */
const membershipsSchema = () =>
  Promise.all([import('@portal/contracts/common'), import('@portal/contracts/memberships')]).then(
    ([{ listOf }, { membershipSchema }]) => listOf(membershipSchema),
  );

export const myMembershipsQuery = (userId: number) =>
  queryOptions({
    queryKey: membershipKeys.user(userId),
    queryFn: async () =>
      (await api.get(`/api/users/${userId}/memberships`, membershipsSchema, { paginate: 'false', include: 'company' })).data,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

/** The signed-in user's memberships (empty while loading or for a guest). */
export function useMyMemberships() {
  const user = useUser();
  const query = useQuery({ ...myMembershipsQuery(user?.id ?? 0), enabled: Boolean(user) });
  return { memberships: query.data ?? [], isPending: query.isPending && Boolean(user), isError: query.isError };
}

/** The user's approved membership in one company, if any. */
export function useMembershipIn(companyId: number) {
  const { memberships, isPending } = useMyMemberships();
  const membership = memberships.find((m) => m.company_id === companyId && m.status === 'approved');
  return { membership, isPending };
}
