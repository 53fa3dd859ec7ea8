import type { Executor } from '../../db/client';
import { forbidden, invalid } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';
import { findParty } from '../booking/parties';

/**
 * The pilot of a flight: the caller's own membership unless another is named, which only
 * instructors and admins may do (an instructor records the flights of their students).
 */
export async function resolveFlightPilot(db: Executor, access: CompanyAccess, membershipId: number | undefined) {
  const ownId = access.membership?.id;
  const wanted = membershipId ?? ownId;
  if (!wanted) throw invalid('pilot_membership_id', 'Please choose the pilot of this flight.');
  if (wanted !== ownId && !access.has('instructor')) {
    throw forbidden('Only instructors and admins may record the flights of other members.');
  }
  const pilot = await findParty(db, access.company.id, wanted);
  if (!pilot) throw invalid('pilot_membership_id', 'The selected pilot is not a member of this company.');
  if (pilot.membership.status !== 'approved') throw invalid('pilot_membership_id', 'The pilot’s membership is not approved.');
  return pilot;
}
