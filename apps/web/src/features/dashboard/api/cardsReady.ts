import { useQuery } from '@tanstack/react-query';
import { useUser } from '../../auth';
import { userBookingsQuery } from '../../booking';
import { logbookTotalsQuery } from '../../logbook';
import { useMyMemberships } from '../../memberships';

/**
 * Whether the data the dashboard's cards open with has arrived (or failed): the memberships (open
 * invitations show above the cards), the next bookings and the currency. The cards appear together
 * then, instead of each growing and pushing the next down as its answer comes in. The queries are
 * the cards' own, with the same options, so each is asked once.
 */
export function useCardsReady(hasCompanies: boolean) {
  const user = useUser();
  const memberships = useMyMemberships();
  const bookings = useQuery({ ...userBookingsQuery(user?.id ?? 0), enabled: Boolean(user) && hasCompanies });
  const totals = useQuery({ ...logbookTotalsQuery, meta: { silent: true } });
  return !memberships.isPending && !(hasCompanies && bookings.isPending) && !totals.isPending;
}
