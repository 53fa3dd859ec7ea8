import { type AirplaneCreate, type AirplaneUpdate, airplaneSchema, listOf } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { invalidate, queryClient } from '../../../lib/queryClient';
import { airplaneKeys } from '../../../lib/queryKeys';

const WITH_RELATIONS = 'fee,bookingFee,homebase,latestPosition';
const one = z.object({ data: airplaneSchema });

/** Every aircraft of the company, retired ones too, with fees, home base and latest position. */
export const companyAirplanesQuery = (companyId: number) =>
  queryOptions({
    queryKey: airplaneKeys.company(companyId, 'all'),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/companies/${companyId}/airplanes`,
          listOf(airplaneSchema),
          { paginate: 'false', 'permissions[airplane]': '*', include: WITH_RELATIONS },
          signal,
        )
      ).data,
    meta: { silent: true },
  });

/** One aircraft with its relations and what the user may do with it. */
export const airplaneQuery = (airplaneId: number) =>
  queryOptions({
    queryKey: airplaneKeys.detail(airplaneId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/airplanes/${airplaneId}`, one, { 'permissions[airplane]': '*' }, signal)).data,
    meta: { silent: true },
  });

/** Every cached view of aircraft (lists, details, status, the booking calendar's list) is refetched. */
export const refreshAirplanes = () => invalidate(airplaneKeys.all);

export async function createAirplane(companyId: number, airplane: AirplaneCreate) {
  const { data } = await api.post(`/api/companies/${companyId}/airplanes`, airplane, one);
  await refreshAirplanes();
  return data;
}

export async function updateAirplane(airplaneId: number, change: AirplaneUpdate) {
  const { data } = await api.patch(`/api/airplanes/${airplaneId}`, change, one);
  await refreshAirplanes();
  return data;
}

export async function deleteAirplane(airplaneId: number) {
  await api.delete(`/api/airplanes/${airplaneId}`);
  queryClient.removeQueries({ queryKey: airplaneKeys.detail(airplaneId) });
  await refreshAirplanes();
}
