import type {
  AirplaneDocument,
  AirplaneDocumentCreate,
  AirplaneStatusReport,
  MaintenanceItemCreate,
  SquawkCreate,
  SquawkUpdate,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { localized } from '../lib/serverMessages';
import { refreshAirplanes } from './airplanes';

/** Whether the aircraft can fly: maintenance items, unfixed squawks and expiring papers with their lights. */
export const airplaneStatusQuery = (airplaneId: number) =>
  queryOptions({
    queryKey: ['airplanes', airplaneId, 'status'],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: AirplaneStatusReport }>(`/api/airplanes/${airplaneId}/status`, undefined, signal)).data,
  });

export const airplaneDocumentsQuery = (airplaneId: number) =>
  queryOptions({
    queryKey: ['airplanes', airplaneId, 'documents'],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: AirplaneDocument[] }>(`/api/airplanes/${airplaneId}/documents`, undefined, signal)).data,
  });

/** Writes that change an aircraft's status refetch every view of aircraft (a no-go grounds it). */
async function write<T>(call: Promise<T>): Promise<T> {
  const result = await localized(call);
  await refreshAirplanes();
  return result;
}

export const reportSquawk = (airplaneId: number, squawk: SquawkCreate) =>
  write(api.post(`/api/airplanes/${airplaneId}/squawks`, squawk));

export const classifySquawk = (squawkId: number, change: SquawkUpdate) => write(api.patch(`/api/squawks/${squawkId}`, change));

export const addMaintenanceItem = (airplaneId: number, item: MaintenanceItemCreate) =>
  write(api.post(`/api/airplanes/${airplaneId}/maintenanceItems`, item));

export const updateMaintenanceItem = (itemId: number, item: Partial<MaintenanceItemCreate>) =>
  write(api.patch(`/api/maintenanceItems/${itemId}`, item));

export const deleteMaintenanceItem = (itemId: number) => write(api.delete(`/api/maintenanceItems/${itemId}`));

export const addDocument = (airplaneId: number, document: AirplaneDocumentCreate) =>
  write(api.post(`/api/airplanes/${airplaneId}/documents`, document));

export const updateDocument = (documentId: number, document: Partial<AirplaneDocumentCreate>) =>
  write(api.patch(`/api/airplaneDocuments/${documentId}`, document));

export const deleteDocument = (documentId: number) => write(api.delete(`/api/airplaneDocuments/${documentId}`));
