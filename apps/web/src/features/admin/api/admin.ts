import type { AuditEntry, OutboxEntry, User } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const list =
  <T>(path: string, query?: Record<string, string>) =>
  async () =>
    (await api.get<{ data: T[] }>(path, query)).data;

export const adminUsersQuery = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'users', search],
    queryFn: list<User>('/api/admin/users', { search }),
    meta: { silent: true },
  });
export const outboxQuery = queryOptions({
  queryKey: ['admin', 'outbox'],
  queryFn: list<OutboxEntry>('/api/admin/outbox'),
  meta: { silent: true },
});
export const auditLogQuery = queryOptions({
  queryKey: ['admin', 'audit-log'],
  queryFn: list<AuditEntry>('/api/admin/audit-log'),
  meta: { silent: true },
});
