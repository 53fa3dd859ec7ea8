import {
  type ClubEvent,
  type EventCreateInput,
  type EventUpdate,
  eventRegistrationSchema,
  eventSchema,
  listOf,
  oneOf,
  pageOf,
  registrationResultSchema,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { eventKeys } from '../../../lib/queryKeys';

/** A page of the company's events the user may see: upcoming by start, or past newest first. */
export const eventsQuery = (companyId: number, view: { past: boolean; page: number; perPage: number }) =>
  queryOptions({
    queryKey: eventKeys.list(companyId, view),
    queryFn: ({ signal }) =>
      api.get(
        `/api/companies/${companyId}/events`,
        pageOf(eventSchema),
        { past: view.past ? 'true' : undefined, page: view.page, per_page: view.perPage },
        signal,
      ),
  });

export const eventQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: async ({ signal }) => (await api.get(`/api/events/${eventId}`, oneOf(eventSchema), undefined, signal)).data,
  });

export const registrationsQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventKeys.registrations(eventId),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/events/${eventId}/registrations`,
          z.object({ data: z.array(eventRegistrationSchema) }),
          undefined,
          signal,
        )
      ).data,
  });

export const registrationsExportUrl = (eventId: number) => `/api/events/${eventId}/registrations/export`;

export async function createEvent(companyId: number, body: EventCreateInput): Promise<ClubEvent> {
  const { data } = await api.post(`/api/companies/${companyId}/events`, body, oneOf(eventSchema));
  await invalidate(eventKeys.all);
  return data;
}

export async function updateEvent(eventId: number, body: EventUpdate): Promise<ClubEvent> {
  const { data } = await api.patch(`/api/events/${eventId}`, body, oneOf(eventSchema));
  await invalidate(eventKeys.all);
  return data;
}

export async function deleteEvent(eventId: number) {
  await api.delete(`/api/events/${eventId}`);
  await invalidate(eventKeys.all);
}

/** Registers the user; the answer says whether a seat was free or the user waits. */
export async function registerForEvent(eventId: number) {
  const { data } = await api.post(`/api/events/${eventId}/registrations`, {}, z.object({ data: registrationResultSchema }));
  await invalidate(eventKeys.all);
  return data;
}

export async function declineEvent(eventId: number) {
  await api.delete(`/api/events/${eventId}/registrations/me`);
  await invalidate(eventKeys.all);
}

/** The next few events of a company, for the dashboard's card. */
export const upcomingEventsQuery = (companyId: number) =>
  queryOptions({
    queryKey: eventKeys.upcoming(companyId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/companies/${companyId}/events`, listOf(eventSchema), { per_page: 3 }, signal)).data,
  });
