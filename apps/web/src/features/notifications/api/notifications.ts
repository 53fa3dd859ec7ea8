import { membershipSchema } from '@portal/contracts';
import { type Notification, notificationListSchema } from '@portal/contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { membershipChangeKeys, notificationKeys } from '../../../lib/queryKeys';

export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.mine,
  queryFn: () => api.get('/api/notifications', notificationListSchema),
  refetchInterval: 60_000,
  meta: { silent: true },
});

const refresh = () => invalidate(notificationKeys.mine);

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
  if (kind === 'event.created' || kind === 'event.moved_up')
    return `/companies/${Number(data.company_id)}/events/${Number(data.event_id)}`;
  const membershipId = Number(data.membership_id);
  if (!kind.startsWith('membership.') || !Number.isInteger(membershipId) || membershipId <= 0) return null;
  if (kind === 'membership.invited') return '/';
  const { data: membership } = await api.get(`/api/memberships/${membershipId}`, z.object({ data: membershipSchema }));
  if (kind === 'membership.requested') return `/companies/${membership.company_id}/memberships/${membership.id}`;
  await invalidate(...membershipChangeKeys);
  return `/companies/${membership.company_id}`;
}
