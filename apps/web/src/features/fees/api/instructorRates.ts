import { type InstructorRatesUpdate, instructorRateListSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { feeKeys } from '../../../lib/queryKeys';

const key = (companyId: number) => [...feeKeys.company(companyId), 'instructorRates'] as const;

/** The company's instructors, each with the per-hour fee their time is charged by (or none). */
export const instructorRatesQuery = (companyId: number) =>
  queryOptions({
    queryKey: key(companyId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/companies/${companyId}/instructor-rates`, instructorRateListSchema, undefined, signal)).data,
  });

export async function saveInstructorRates(companyId: number, change: InstructorRatesUpdate) {
  await api.put(`/api/companies/${companyId}/instructor-rates`, change);
  await invalidate(key(companyId));
}
