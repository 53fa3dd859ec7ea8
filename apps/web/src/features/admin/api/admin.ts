import { auditEntrySchema, companySchema, outboxEntrySchema, userSchema } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getPage } from '../../../lib/api/paged';

export const adminUsersQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'users', search, page],
    queryFn: ({ signal }) => getPage('/api/admin/users', userSchema, page, { search }, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
export const adminCompaniesQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'companies', page],
    queryFn: ({ signal }) => getPage('/api/companies', companySchema, page, {}, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
export const outboxQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'outbox', page],
    queryFn: ({ signal }) => getPage('/api/admin/outbox', outboxEntrySchema, page, {}, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
export const auditLogQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', page],
    queryFn: ({ signal }) => getPage('/api/admin/audit-log', auditEntrySchema, page, {}, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
