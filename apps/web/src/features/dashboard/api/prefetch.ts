import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '../../../lib/queryClient';
import { memberAccountQuery } from '../../accounts';
import { userQuery } from '../../auth';
import { userBookingsQuery } from '../../booking';
import { companiesQuery } from '../../companies';
import { logbookTotalsQuery } from '../../logbook';
import { myMembershipsQuery } from '../../memberships';

/**
 * Asks for everything the dashboard's cards open with at once, as soon as the page's chunk has
 * arrived: while its texts load and the shell renders, not after the page has rendered, and the
 * next bookings not after the companies (the card shows only with a company, but the answer is
 * the user's own, so it can be asked alongside). The cards then appear one round trip earlier.
 * The balances of the account card follow the companies' answer (which names the memberships), not
 * the cards' render. The options are the cards' own, so each query is asked once and the cards read the cache.
 * `client`: the app's, or the server's render's own (app/snapshot/renderDashboard.tsx).
 */
export async function prefetchDashboard(client: QueryClient = queryClient) {
  const user = await client.fetchQuery(userQuery).catch(() => null);
  if (!user) return;
  await Promise.all([
    client.fetchQuery(companiesQuery).then(
      (companies) =>
        Promise.all(
          companies
            .filter((company) => company.membership?.status === 'approved')
            .map((company) =>
              client.prefetchQuery({ ...memberAccountQuery(company.membership?.id ?? 0), meta: { silent: true } }),
            ),
        ),
      () => undefined,
    ),
    client.prefetchQuery(myMembershipsQuery(user.id)),
    client.prefetchQuery({ ...logbookTotalsQuery, meta: { silent: true } }),
    client.prefetchQuery(userBookingsQuery(user.id)),
  ]);
}
