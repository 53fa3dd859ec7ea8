import {
  type FlightCreate,
  type FlightPayer,
  type FlightStatus,
  type FlightUpdate,
  flightChargesSchema,
  flightResultSchema,
  flightSchema,
  listOf,
} from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { sendOrQueue } from '../../../lib/offline/send';
import { invalidate } from '../../../lib/queryClient';
import { airplaneKeys, bookingKeys, flightKeys, logbookKeys } from '../../../lib/queryKeys';

export const FLIGHTS_PER_PAGE = 25;

/** A company's flights narrowed by day (company zone), aircraft, member, status or a search. */
export interface FlightFilters {
  from?: string;
  to?: string;
  airplane_id?: number;
  membership_id?: number;
  payer_membership_id?: number;
  status?: FlightStatus;
  search?: string;
}

/** One page of the company's flights (the tech log, accounting's list), newest first, with the user's rights on each. */
export const companyFlightsQuery = (companyId: number, filters: FlightFilters, page: number) =>
  queryOptions({
    queryKey: flightKeys.company(companyId, filters, page),
    queryFn: async ({ signal }) =>
      api.get(
        `/api/companies/${companyId}/flights`,
        listOf(flightSchema),
        { ...filters, page, per_page: FLIGHTS_PER_PAGE, 'permissions[flight]': '*' },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const flightQuery = (flightId: number) =>
  queryOptions({
    queryKey: flightKeys.detail(flightId),
    queryFn: async ({ signal }) => (await api.get(`/api/flights/${flightId}`, z.object({ data: flightSchema }), {}, signal)).data,
  });

/**
 * A flight moves the aircraft's counters, closes its booking and fills logbooks: everything that
 * shows any of these is read again.
 */
async function refreshAfterFlight() {
  await invalidate(flightKeys.all, airplaneKeys.all, bookingKeys.all, logbookKeys.all);
}

/** Recorded at once, or kept in the outbox until the connection is back (`label` shows it there). */
export async function recordFlight(companyId: number, flight: FlightCreate, label: string) {
  const path = `/api/companies/${companyId}/flights`;
  const sent = await sendOrQueue(
    { kind: 'flight', path, body: flight, scope: `company:${companyId}`, label },
    flightResultSchema,
  );
  if (!sent.queued) await refreshAfterFlight();
  return sent;
}

/** An admin's change of a flight not yet billed. */
export async function updateFlight(flightId: number, change: FlightUpdate) {
  const result = await api.patch(`/api/flights/${flightId}`, change, flightResultSchema);
  await refreshAfterFlight();
  return result;
}

/** A billed flight is corrected by a new flight that replaces it. */
export async function correctFlight(flightId: number, change: FlightUpdate) {
  const result = await api.post(`/api/flights/${flightId}/correction`, change, flightResultSchema);
  await refreshAfterFlight();
  return result;
}

export async function deleteFlight(flightId: number) {
  await api.delete(`/api/flights/${flightId}`);
  await refreshAfterFlight();
}

/** A flight's charge lines with their total (accounting sees all payers, a member their own share). */
export const flightChargesQuery = (flightId: number) =>
  queryOptions({
    queryKey: [...flightKeys.detail(flightId), 'charges'] as const,
    queryFn: async ({ signal }) => api.get(`/api/flights/${flightId}/charges`, flightChargesSchema, {}, signal),
  });

/** Accounting changes who pays a flight before billing; the charges are priced again. */
export async function changeFlightPayer(flightId: number, payer: FlightPayer) {
  const result = await api.patch(`/api/flights/${flightId}/payer`, payer, z.object({ data: flightSchema }));
  await invalidate(flightKeys.all);
  return result;
}
