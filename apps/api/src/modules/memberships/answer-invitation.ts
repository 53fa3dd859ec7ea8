import { membershipMessages as says } from '@portal/contracts/membership-messages';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberships } from '../../db/schema';
import { conflict, forbidden } from '../../lib/errors';
import type { MembershipRow } from '../../plugins/tenancy';
import { type AuditActor, writeAudit } from '../audit';
import type { UserRow } from '../users';
import { today } from './update-membership';

/** Joining a company, or answering an invitation, needs a proven address: else anyone could claim someone else's. */
export function ensureEmailVerified(user: Pick<UserRow, 'emailVerifiedAt'>): void {
  if (!user.emailVerifiedAt) throw forbidden(says.emailUnverified);
}

/** The invited person accepts (approved from now) or declines (rejected); only an open invitation can be answered. */
export async function answerInvitation(
  db: Executor,
  current: MembershipRow,
  user: UserRow,
  answer: 'accept' | 'decline',
  actor: AuditActor,
): Promise<MembershipRow> {
  ensureEmailVerified(user);
  const accepted = answer === 'accept';
  // The status condition in the statement itself: of two answers at once, one wins.
  const [answered] = await db
    .update(memberships)
    .set({
      status: accepted ? 'approved' : 'rejected',
      joinedAt: accepted ? (current.joinedAt ?? today()) : current.joinedAt,
      invitedName: null,
      updatedAt: new Date(),
    })
    .where(and(eq(memberships.id, current.id), eq(memberships.status, 'invited')))
    .returning();
  if (!answered) throw conflict(says.notInvited);
  await writeAudit(db, {
    ...actor,
    companyId: current.companyId,
    action: accepted ? 'membership.accepted' : 'membership.declined',
    subjectType: 'membership',
    subjectId: current.id,
    before: { status: current.status },
    after: { status: answered.status },
  });
  return answered;
}
