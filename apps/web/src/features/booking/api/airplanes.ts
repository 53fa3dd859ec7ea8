import { type Airplane, airplaneSchema, listOf } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { airplaneKeys } from '../../../lib/queryKeys';

/** The company's bookable aircraft (retired ones left out), the user's favourites first, then by registration. */
export const bookableAirplanesQuery = (companyId: number) =>
  queryOptions({
    queryKey: airplaneKeys.company(companyId, 'bookable'),
    queryFn: async ({ signal }) => {
      const { data } = await api.get(
        `/api/companies/${companyId}/airplanes`,
        listOf(airplaneSchema),
        { paginate: 'false' },
        signal,
      );
      return data.filter((airplane) => airplane.status !== 'retired').sort(byFavouriteThenRegistration);
    },
    staleTime: 5 * 60_000,
  });

function byFavouriteThenRegistration(a: Airplane, b: Airplane) {
  return Number(b.is_favourite) - Number(a.is_favourite) || a.registration.localeCompare(b.registration);
}

export async function toggleFavourite(airplaneId: number) {
  await api.post(`/api/airplanes/${airplaneId}/toggleFavourite`);
  await invalidate(airplaneKeys.all);
}
