import { bookingMessages as says } from '@portal/contracts/booking-messages';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { invalid } from '../../lib/errors';
import type { CompanyAccess, MembershipRow } from '../../plugins/tenancy';

export interface Party {
  membership: MembershipRow;
  name: string;
  email: string;
  userId: number;
  notifyByEmail: boolean;
  locale: string;
}

async function findParty(db: Executor, companyId: number, membershipId: number): Promise<Party | undefined> {
  const [row] = await db
    .select({ membership: memberships, user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.id, membershipId), eq(memberships.companyId, companyId)))
    .limit(1);
  if (!row) return undefined;
  const { membership, user } = row;
  return {
    membership,
    name: user.name,
    email: user.email,
    userId: user.id,
    notifyByEmail: user.notifyByEmail,
    locale: user.locale,
  };
}

/**
 * The pilot of a booking: the caller's own membership unless another is named (which the
 * booking policy has allowed). The pilot's membership must be approved.
 */
export async function resolvePilot(db: Executor, access: CompanyAccess, membershipId: number | null | undefined) {
  const ownId = access.membership?.id;
  const wanted = membershipId ?? ownId;
  if (!wanted) throw invalid('membership_id', says.choosePilot);
  const pilot = await findParty(db, access.company.id, wanted);
  if (!pilot) throw invalid('membership_id', says.pilotNotMember);
  if (pilot.membership.status !== 'approved') throw invalid('membership_id', says.pilotNotApproved);
  return pilot;
}

export async function resolveInstructor(db: Executor, companyId: number, membershipId: number | null | undefined) {
  if (!membershipId) return null;
  const instructor = await findParty(db, companyId, membershipId);
  const qualified = instructor?.membership.status === 'approved' && instructor.membership.roles.includes('instructor');
  if (!instructor || !qualified) throw invalid('instructor_membership_id', says.notInstructor);
  return instructor;
}

export { findParty };
