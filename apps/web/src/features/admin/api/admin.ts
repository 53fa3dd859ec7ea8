import { auditEntrySchema, companySchema, outboxEntrySchema, userSchema } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getPage } from '../../../lib/api/paged';
import { adminKeys } from '../../../lib/queryKeys';

export const adminUsersQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.users(search, page),
    queryFn: ({ signal }) => getPage('/api/admin/users', userSchema, page, { search }, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
export const adminCompaniesQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.companies(page),
    queryFn: ({ signal }) => getPage('/api/companies', companySchema, page, {}, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
export const outboxQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.outbox(page),
    queryFn: ({ signal }) => getPage('/api/admin/outbox', outboxEntrySchema, page, {}, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
export const auditLogQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.auditLog(page),
    queryFn: ({ signal }) => getPage('/api/admin/audit-log', auditEntrySchema, page, {}, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
