import { airplaneSchema, listOf } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { airplaneKeys } from '../../../lib/queryKeys';

/**
 * The company's aircraft a flight can be recorded on, with their home base and current counters
 * (never cached long: every flight moves them).
 */
export const recordableAirplanesQuery = (companyId: number) =>
  queryOptions({
    queryKey: airplaneKeys.company(companyId, 'recordable'),
    queryFn: async ({ signal }) => {
      const query = { paginate: 'false', include: 'homebase' };
      const { data } = await api.get(`/api/companies/${companyId}/airplanes`, listOf(airplaneSchema), query, signal);
      return data
        .filter((airplane) => airplane.status !== 'retired')
        .sort((a, b) => a.registration.localeCompare(b.registration));
    },
    staleTime: 0,
  });
