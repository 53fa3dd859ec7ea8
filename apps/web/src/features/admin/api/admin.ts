import type { AuditEntry, Company, OutboxEntry, User } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getPage } from '../../../lib/api/paged';

export const adminUsersQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'users', search, page],
    queryFn: ({ signal }) => getPage<User>('/api/admin/users', page, { search }, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
export const adminCompaniesQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'companies', page],
    queryFn: ({ signal }) => getPage<Company>('/api/companies', page, {}, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
export const outboxQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'outbox', page],
    queryFn: ({ signal }) => getPage<OutboxEntry>('/api/admin/outbox', page, {}, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
export const auditLogQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', page],
    queryFn: ({ signal }) => getPage<AuditEntry>('/api/admin/audit-log', page, {}, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
