import {
  fboListItemSchema,
  fboSchema,
  listOf,
  movementSchema,
  oneOf,
  type PprCreate,
  pprRequestSchema,
  type RecurringFlightInput,
  type RecurringFlightUpdate,
  recurrencePreviewSchema,
  recurringFlightSchema,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { fboKeys } from '../../../lib/queryKeys';

export const operatorQuery = (fboId: number) =>
  queryOptions({
    queryKey: fboKeys.detail(fboId),
    queryFn: async ({ signal }) => (await api.get(`/api/fixedBaseOperators/${fboId}`, oneOf(fboSchema), undefined, signal)).data,
  });

/** Arrivals and departures between two instants (ISO), in time order with the airport's local times. */
export const movementsQuery = (fboId: number, from: string, to: string) =>
  queryOptions({
    queryKey: fboKeys.movements(fboId, from, to),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/fixedBaseOperators/${fboId}/movements`, listOf(movementSchema), { from, to }, signal)).data,
  });

export const pprsQuery = (fboId: number) =>
  queryOptions({
    queryKey: fboKeys.pprs(fboId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/fixedBaseOperators/${fboId}/pprRequests`, listOf(pprRequestSchema), undefined, signal)).data,
  });

export const seriesQuery = (fboId: number) =>
  queryOptions({
    queryKey: fboKeys.series(fboId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/fixedBaseOperators/${fboId}/recurringFlights`, listOf(recurringFlightSchema), undefined, signal)).data,
  });

/** Approve, decline, or record the arrival (which charges the landing) or departure of a PPR. */
export async function answerPpr(fboId: number, pprId: number, action: 'approve' | 'decline' | 'arrived' | 'departed', body = {}) {
  await api.post(`/api/pprRequests/${pprId}/${action}`, body);
  await invalidate(fboKeys.detail(fboId));
}

type SeriesInput = Omit<RecurringFlightInput, 'skip_conflicts'> & { skip_conflicts?: boolean };

export async function previewSeries(fboId: number, input: SeriesInput) {
  return (await api.post(`/api/fixedBaseOperators/${fboId}/recurringFlights/preview`, input, oneOf(recurrencePreviewSchema)))
    .data;
}

export async function createSeries(fboId: number, input: SeriesInput) {
  await api.post(`/api/fixedBaseOperators/${fboId}/recurringFlights`, input);
  await invalidate(fboKeys.detail(fboId));
}

/** Cancels one flight of a series (an exception the series keeps). */
export async function cancelOccurrence(fboId: number, seriesId: number, occurrence: string) {
  await api.post(`/api/recurringFlights/${seriesId}/exceptions`, { occurrence });
  await invalidate(fboKeys.detail(fboId));
}

/** Cancels every flight of a series still to come (flights already begun or flown stay). */
export async function cancelSeries(fboId: number, seriesId: number) {
  await api.delete(`/api/recurringFlights/${seriesId}`);
  await invalidate(fboKeys.detail(fboId));
}

/** Changes a series as calendars do (`scope`: this flight, this and the following, all); answers nothing the page needs. */
export async function editSeries(fboId: number, seriesId: number, update: Omit<RecurringFlightUpdate, 'skip_conflicts'>) {
  await api.patch(`/api/recurringFlights/${seriesId}`, update);
  await invalidate(fboKeys.detail(fboId));
}

/** Every operator, to ask one for PPR. */
export const operatorsQuery = () =>
  queryOptions({
    queryKey: fboKeys.all,
    queryFn: async ({ signal }) => (await api.get('/api/fixedBaseOperators', listOf(fboListItemSchema), undefined, signal)).data,
  });

export const ownPprsQuery = () =>
  queryOptions({
    queryKey: [...fboKeys.all, 'mine'] as const,
    queryFn: async ({ signal }) => (await api.get('/api/user/pprRequests', listOf(pprRequestSchema), undefined, signal)).data,
  });

export async function requestPpr(fboId: number, input: PprCreate) {
  await api.post(`/api/fixedBaseOperators/${fboId}/pprRequests`, input);
  await invalidate(fboKeys.all);
}
