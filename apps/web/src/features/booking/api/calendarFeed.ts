import { calendarFeedSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { queryClient } from '../../../lib/queryClient';
import { calendarFeedKeys } from '../../../lib/queryKeys';

/** The secret address of the user's personal iCalendar feed. */
export const calendarFeedQuery = queryOptions({
  queryKey: calendarFeedKeys.mine,
  queryFn: async ({ signal }) => (await api.get('/api/user/calendar-feed', calendarFeedSchema, {}, signal)).data.url,
  staleTime: Number.POSITIVE_INFINITY,
});

/** A new address; the old one stops working. */
export async function renewCalendarFeed() {
  const url = (await api.post('/api/user/calendar-feed', {}, calendarFeedSchema)).data.url;
  queryClient.setQueryData(calendarFeedQuery.queryKey, url);
  return url;
}
