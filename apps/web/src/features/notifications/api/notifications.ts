import type { NotificationList } from '@portal/contracts/notifications';
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
