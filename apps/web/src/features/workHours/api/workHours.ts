import { pageOf, type WorkHourCreateInput, type WorkHourUpdate, workHourReportSchema, workHourSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { companyKeys, workHourKeys } from '../../../lib/queryKeys';

export interface WorkHourFilter {
  year: number;
  status?: 'pending' | 'approved' | 'rejected';
  page: number;
  /** Only the caller's own hours (an admin's own tab). */
  own: boolean;
  membershipId?: number;
}

export const workHoursQuery = (companyId: number, filter: WorkHourFilter) =>
  queryOptions({
    queryKey: workHourKeys.list(companyId, { year: filter.year, status: filter.status, page: filter.page, own: filter.own }),
    queryFn: ({ signal }) =>
      api.get(
        `/api/companies/${companyId}/workHours`,
        pageOf(workHourSchema),
        { year: filter.year, status: filter.status, page: filter.page, per_page: 25, membership_id: filter.membershipId },
        signal,
      ),
  });

export const workHourReportQuery = (companyId: number, year: number) =>
  queryOptions({
    queryKey: workHourKeys.report(companyId, year),
    queryFn: ({ signal }) => api.get(`/api/companies/${companyId}/workHours/report`, workHourReportSchema, { year }, signal),
  });

const one = z.object({ data: workHourSchema });

export async function logWorkHours(companyId: number, body: WorkHourCreateInput) {
  await api.post(`/api/companies/${companyId}/workHours`, body, one);
  await invalidate(workHourKeys.all);
}

export async function changeWorkHours(id: number, body: WorkHourUpdate) {
  await api.patch(`/api/workHours/${id}`, body, one);
  await invalidate(workHourKeys.all);
}

export async function deleteWorkHours(id: number) {
  await api.delete(`/api/workHours/${id}`);
  await invalidate(workHourKeys.all);
}

/** The company's yearly quota is one of its settings. */
export async function setQuota(companyId: number, minutes: number) {
  await api.patch(`/api/companies/${companyId}`, { settings: { work_hours: { yearly_quota_minutes: minutes } } });
  await invalidate(companyKeys.detail(companyId), workHourKeys.all);
}
