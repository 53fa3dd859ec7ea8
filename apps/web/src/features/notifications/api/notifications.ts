import type { Membership } from '@portal/contracts';
import type { Notification, NotificationList } from '@portal/contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { queryClient } from '../../../lib/queryClient';

export const notificationsQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: () => api.get<NotificationList>('/api/notifications'),
  refetchInterval: 60_000,
  meta: { silent: true },
});

const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey });

export async function markRead(id: number) {
  await api.post(`/api/notifications/${id}/read`);
  await refresh();
}

export async function markAllRead() {
  await api.post('/api/notifications/read-all');
  await refresh();
}

/**
 * The page a notification leads to, or null. A membership that became active also refreshes the
 * user's companies, so the membership selector offers the new one at once.
 */
export async function notificationTarget({ kind, data }: Notification): Promise<string | null> {
  const membershipId = Number(data.membership_id);
  if (!kind.startsWith('membership.') || !Number.isInteger(membershipId) || membershipId <= 0) return null;
  if (kind === 'membership.invited') return '/';
  const { data: membership } = await api.get<{ data: Membership }>(`/api/memberships/${membershipId}`);
  if (kind === 'membership.requested') return `/companies/${membership.company_id}/memberships/${membership.id}`;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['users'] }),
    queryClient.invalidateQueries({ queryKey: ['companies'] }),
  ]);
  return `/companies/${membership.company_id}`;
}
