import { type ReportName, reportSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { reportKeys } from '../../../lib/queryKeys';

export const reportQuery = (companyId: number, name: ReportName, from: string, to: string) =>
  queryOptions({
    queryKey: reportKeys.one(companyId, name, from, to),
    queryFn: ({ signal }) => api.get(`/api/companies/${companyId}/reports/${name}`, reportSchema, { from, to }, signal),
  });

/** A report's download (the session cookie authorises it). */
export function reportFileUrl(companyId: number, name: ReportName, from: string, to: string, format: 'csv' | 'pdf'): string {
  return `/api/companies/${companyId}/reports/${name}?${new URLSearchParams({ from, to, format })}`;
}
