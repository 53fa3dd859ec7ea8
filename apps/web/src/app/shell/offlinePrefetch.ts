import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { coursesQuery } from '../../features/academy';
import { userQuery } from '../../features/auth';
import { bookableAirplanesQuery, comingWeeksQueries, userBookingsQuery } from '../../features/booking';
import { companiesQuery, companyQuery, homeAirportQuery } from '../../features/companies';
import { companyFeesQuery, landingFeesQuery } from '../../features/fees';
import { companyAirplanesQuery, myAirplanesQuery } from '../../features/fleet';
import { logbookEntriesQuery, logbookTotalsQuery } from '../../features/logbook';
import { companyMembershipsQuery, myMembershipsQuery } from '../../features/memberships';
import { activeCompanyId } from '../../lib/api/session';
import { offlineOwner } from '../../lib/offline/owner';
import { queryClient } from '../../lib/queryClient';

/**
 * The reads the pages make, read ahead in the background sync so the local copy (lib/offline/readCopy.ts)
 * has them before the user opens the page offline: the user's memberships, aircraft with favourites,
 * bookings and logbook with totals, and the active company's aircraft, fees, landing fees, courses,
 * instructors and the calendar's coming five weeks. One after the other; a read the user may not make (a pilot's fees) fails quietly.
 */
function reads(userId: number, companyId: number | null): (() => Promise<void>)[] {
  const own = [
    ahead(userQuery),
    ahead(companiesQuery),
    ahead(myMembershipsQuery(userId)),
    ahead(myAirplanesQuery(userId)),
    ahead(userBookingsQuery(userId)),
    ahead(logbookTotalsQuery),
    ahead(logbookEntriesQuery({}, 1)),
  ];
  if (companyId === null) return own;
  return [
    ...own,
    ahead(companyQuery(companyId)),
    ahead(homeAirportQuery(companyId)),
    ahead(bookableAirplanesQuery(companyId)),
    ahead(companyAirplanesQuery(companyId)),
    ahead(companyMembershipsQuery(companyId, { role: 'instructor', status: 'approved' })),
    ahead(companyFeesQuery(companyId)),
    ahead(landingFeesQuery(companyId)),
    ahead(coursesQuery(companyId)),
    // The calendar's coming weeks, in the company's zone (read just above).
    async () => {
      const zone = queryClient.getQueryData(companyQuery(companyId).queryKey)?.timezone;
      if (zone) for (const week of comingWeeksQueries(companyId, zone)) await ahead(week)();
    },
  ];
}

/** A read made now whatever the cache holds, its failure not toasted. */
const ahead =
  <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) =>
  () =>
    queryClient.prefetchQuery({ ...options, staleTime: 0, meta: { silent: true } });

/** Stops when the user signs out or a 401 ends the session (the copy is wiped then). */
export async function prefetchForOffline(userId: number) {
  for (const read of reads(userId, activeCompanyId())) {
    if (offlineOwner() !== userId) return;
    await read();
  }
}
