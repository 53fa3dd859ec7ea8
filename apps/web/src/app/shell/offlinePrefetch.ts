import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { coursesQuery } from '../../features/academy';
import { userQuery } from '../../features/auth';
import { bookableAirplanesQuery, comingWeeksQueries, userBookingsQuery } from '../../features/booking';
import { companiesQuery, companyQuery, homeAirportQuery } from '../../features/companies';
import { companyFeesQuery, landingFeesQuery } from '../../features/fees';
import { airplaneQuery, airplaneStatusQuery, companyAirplanesQuery, myAirplanesQuery } from '../../features/fleet';
import { ENTRIES_PER_PAGE, logbookEntriesQuery, logbookTotalsQuery } from '../../features/logbook';
import { companyMembershipsQuery, myMembershipsQuery } from '../../features/memberships';
import { activeCompanyId } from '../../lib/api/session';
import { type Going, inTurn, pagesInTurn, type Read } from '../../lib/offline/inTurn';
import { queryClient } from '../../lib/queryClient';

/** The logbook entries kept for offline (spec: the user's last 200), as pages the logbook page reads. */
const LOGBOOK_PAGES = Math.ceil(200 / ENTRIES_PER_PAGE);

/**
 * The reads the pages make, read ahead in the background sync so the local copy (lib/offline/readCopy.ts)
 * has them before the user opens the page offline: the user's memberships, aircraft with favourites,
 * bookings, logbook totals and the logbook's pages of the last 200 entries, and the active company's aircraft,
 * fees, landing fees, courses, instructors, the calendar's coming five weeks and, last, each aircraft's page (details and status).
 * One after the other; a read the user may not make (a pilot's fees) fails quietly.
 */
function reads(userId: number, companyId: number | null, going: Going): Read[] {
  const own = [
    ahead(userQuery),
    ahead(companiesQuery),
    ahead(myMembershipsQuery(userId)),
    ahead(myAirplanesQuery(userId)),
    ahead(userBookingsQuery(userId)),
    ahead(logbookTotalsQuery),
    () =>
      pagesInTurn(
        async (page) => {
          const query = logbookEntriesQuery({}, page);
          await ahead(query)();
          return queryClient.getQueryData(query.queryKey)?.meta?.last_page;
        },
        LOGBOOK_PAGES,
        going,
      ),
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
    () => {
      const zone = queryClient.getQueryData(companyQuery(companyId).queryKey)?.timezone;
      return inTurn(zone ? comingWeeksQueries(companyId, zone).map((week) => ahead(week)) : [], going);
    },
    // Last, as they are many: each aircraft's page, visited or not (their list above).
    () => {
      const airplanes = queryClient.getQueryData(companyAirplanesQuery(companyId).queryKey) ?? [];
      return inTurn(
        airplanes.flatMap(({ id }) => [ahead(airplaneQuery(id)), ahead(airplaneStatusQuery(id))]),
        going,
      );
    },
  ];
}

/** A read made now whatever the cache holds, its failure not toasted. */
const ahead =
  <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) =>
  () =>
    queryClient.prefetchQuery({ ...options, staleTime: 0, meta: { silent: true } });

/** Stops between two reads once the sync stops (sign-out, a 401, an app error: `going` says). */
export const prefetchForOffline = (userId: number, going: Going) => inTurn(reads(userId, activeCompanyId(), going), going);
