import { bookingMessages } from '@portal/contracts/booking-messages';
import { flightMessages as says } from '@portal/contracts/flight-messages';
import type { Executor } from '../../db/client';
import { forbidden, invalid } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';
import { findParty } from '../booking';
import { recordsForOthers } from './policy';

/**
 * The pilot of a flight: the caller's own membership unless another is named, which only
 * instructors and admins may do (an instructor records the flights of their students).
 */
export async function resolveFlightPilot(db: Executor, access: CompanyAccess, membershipId: number | undefined) {
  const ownId = access.membership?.id;
  const wanted = membershipId ?? ownId;
  if (!wanted) throw invalid('pilot_membership_id', says.choosePilot);
  if (wanted !== ownId && !recordsForOthers(access)) {
    throw forbidden(says.othersFlights);
  }
  const pilot = await findParty(db, access.company.id, wanted);
  if (!pilot) throw invalid('pilot_membership_id', bookingMessages.pilotNotMember);
  if (pilot.membership.status !== 'approved') throw invalid('pilot_membership_id', bookingMessages.pilotNotApproved);
  return pilot;
}
