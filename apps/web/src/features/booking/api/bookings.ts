import {
  type Booking,
  type BookingCreate,
  type BookingUpdate,
  bookingResultSchema,
  bookingSchema,
  userBookingSchema,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { invalidate, queryClient } from '../../../lib/queryClient';
import { bookingKeys } from '../../../lib/queryKeys';
import { type CalendarView, type CalendarWindow, calendarWindow, shiftAnchor } from '../lib/calendarWindow';

const listSchema = z.object({ data: z.array(bookingSchema) });
const oneSchema = z.object({ data: bookingSchema });

/** One calendar window of a company's bookings (not cancelled), with what the user may do with each. */
export const companyBookingsQuery = (companyId: number, from: Date, to: Date, airplaneId?: number) =>
  queryOptions({
    queryKey: bookingKeys.window(companyId, from, to, airplaneId),
    queryFn: async ({ signal }) => {
      const query = { from: from.toISOString(), to: to.toISOString(), airplane_id: airplaneId, 'permissions[booking]': '*' };
      return (await api.get(`/api/companies/${companyId}/bookings`, listSchema, query, signal)).data;
    },
  });

/**
 * Loads the windows before and after the shown one in the background, so stepping through days or
 * weeks shows them at once instead of an empty calendar while the next one loads.
 */
export function prefetchNeighbours(
  companyId: number,
  window: CalendarWindow,
  view: CalendarView,
  zone: string,
  airplaneId?: number,
) {
  for (const step of [1, -1]) {
    const next = calendarWindow(shiftAnchor(window.start, view, step, zone), view, zone);
    void queryClient.prefetchQuery(companyBookingsQuery(companyId, next.start, next.end, airplaneId));
  }
}

/**
 * The company calendar's weeks from this one on, as it asks for them (the local copy holds the coming
 * 30 days for the calendar opened offline).
 */
export function comingWeeksQueries(companyId: number, zone: string, weeks = 5) {
  const thisWeek = calendarWindow(new Date(), 'week', zone).start;
  return Array.from({ length: weeks }, (_, step) => {
    const week = calendarWindow(shiftAnchor(thisWeek, 'week', step, zone), 'week', zone);
    return companyBookingsQuery(companyId, week.start, week.end);
  });
}

/** The user's coming bookings as pilot or instructor across companies (the dashboard's list). */
export const userBookingsQuery = (userId: number, limit = 5) =>
  queryOptions({
    queryKey: bookingKeys.user(userId, limit),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/users/${userId}/bookings`, z.object({ data: z.array(userBookingSchema) }), { limit }, signal)).data,
  });

const refresh = () => invalidate(bookingKeys.all);

export async function createBooking(companyId: number, booking: BookingCreate) {
  const result = await api.post(`/api/companies/${companyId}/bookings`, booking, bookingResultSchema);
  await refresh();
  return result;
}

export async function updateBooking(bookingId: number, change: BookingUpdate) {
  const result = await api.patch(`/api/bookings/${bookingId}`, change, bookingResultSchema);
  await refresh();
  return result;
}

export async function cancelBooking(booking: Booking, reason: string) {
  const query = reason.trim() ? `?reason=${encodeURIComponent(reason.trim())}` : '';
  const cancelled = (await api.delete(`/api/bookings/${booking.id}${query}`, oneSchema)).data;
  await refresh();
  return cancelled;
}
