import {
  type AirplaneDocumentCreate,
  airplaneDocumentSchema,
  airplaneStatusReportSchema,
  type MaintenanceItemCreate,
  type SquawkCreate,
  type SquawkUpdate,
  squawkSchema,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { sendOrQueue } from '../../../lib/offline/send';
import { airplaneKeys } from '../../../lib/queryKeys';
import { refreshAirplanes } from './airplanes';

const oneDocument = z.object({ data: airplaneDocumentSchema });

/** Whether the aircraft can fly: maintenance items, unfixed squawks and expiring papers with their lights. */
export const airplaneStatusQuery = (airplaneId: number) =>
  queryOptions({
    queryKey: airplaneKeys.status(airplaneId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/airplanes/${airplaneId}/status`, z.object({ data: airplaneStatusReportSchema }), {}, signal)).data,
  });

export const airplaneDocumentsQuery = (airplaneId: number) =>
  queryOptions({
    queryKey: airplaneKeys.documents(airplaneId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/airplanes/${airplaneId}/documents`, z.object({ data: z.array(airplaneDocumentSchema) }), {}, signal))
        .data,
  });

/** Writes that change an aircraft's status refetch every view of aircraft (a no-go grounds it). */
async function write<T>(call: Promise<T>): Promise<T> {
  const result = await call;
  await refreshAirplanes();
  return result;
}

/** Reported at once (its answer, for the photo), or kept in the outbox until the connection is back (null). */
export async function reportSquawk(airplaneId: number, squawk: SquawkCreate) {
  const path = `/api/airplanes/${airplaneId}/squawks`;
  const draft = { kind: 'squawk' as const, path, body: squawk, scope: `airplane:${airplaneId}`, label: squawk.description };
  const sent = await sendOrQueue(draft, z.object({ data: squawkSchema }));
  if (sent.queued) return null;
  await refreshAirplanes();
  return sent.answer.data;
}

export const classifySquawk = (squawkId: number, change: SquawkUpdate) => write(api.patch(`/api/squawks/${squawkId}`, change));

export const addMaintenanceItem = (airplaneId: number, item: MaintenanceItemCreate) =>
  write(api.post(`/api/airplanes/${airplaneId}/maintenanceItems`, item));

export const updateMaintenanceItem = (itemId: number, item: Partial<MaintenanceItemCreate>) =>
  write(api.patch(`/api/maintenanceItems/${itemId}`, item));

export const deleteMaintenanceItem = (itemId: number) => write(api.delete(`/api/maintenanceItems/${itemId}`));

export const addDocument = async (airplaneId: number, document: AirplaneDocumentCreate) =>
  (await write(api.post(`/api/airplanes/${airplaneId}/documents`, document, oneDocument))).data;

export const updateDocument = async (documentId: number, document: Partial<AirplaneDocumentCreate>) =>
  (await write(api.patch(`/api/airplaneDocuments/${documentId}`, document, oneDocument))).data;

export const deleteDocument = (documentId: number) => write(api.delete(`/api/airplaneDocuments/${documentId}`));

/** Files go as multipart form data in the field `file`; the server checks what they really are. */
const formWith = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

export const uploadAirplanePhoto = (airplaneId: number, file: File) =>
  write(api.post(`/api/airplanes/${airplaneId}/photo`, formWith(file)));

export const removeAirplanePhoto = (airplaneId: number) => write(api.delete(`/api/airplanes/${airplaneId}/photo`));

export const uploadSquawkPhoto = (squawkId: number, file: File) =>
  write(api.post(`/api/squawks/${squawkId}/photo`, formWith(file)));

export const uploadDocumentFile = (documentId: number, file: File) =>
  write(api.post(`/api/airplaneDocuments/${documentId}/file`, formWith(file)));
