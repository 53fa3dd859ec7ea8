import { inArray, or } from 'drizzle-orm';
import { pilotsBookedWith } from './booking';
import { pilotsFlownWith } from './flights';
import type { TrainedBy } from './memberships';

/**
 * An instructor trains the pilots they have flown with or have a booking with as instructor. It sits above the
 * domains (the memberships routes are handed it), because booking and flights both depend on memberships.
 */
export const trainedBy: TrainedBy = (db, companyId, instructorMembershipId, membershipId) =>
  or(
    inArray(membershipId, pilotsFlownWith(db, companyId, instructorMembershipId)),
    inArray(membershipId, pilotsBookedWith(db, companyId, instructorMembershipId)),
  ) as ReturnType<TrainedBy>;
