import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberships } from '../../db/schema';
import type { MembershipRow } from '../../plugins/tenancy';
import { type AuditActor, writeAudit } from '../audit';
import { ensureAdminRemains } from './last-admin';
import { today } from './update-membership';

const NEVER_JOINED = ['pending', 'rejected'];

/**
 * Ends a membership. One that was active becomes `left` (its bookings and flights keep their
 * member); a request that never became a membership is deleted. The last admin cannot go.
 */
export async function removeMembership(db: Executor, current: MembershipRow, actor: AuditActor): Promise<void> {
  if (current.status === 'left') return;
  await ensureAdminRemains(db, current, null, 'membership');
  if (NEVER_JOINED.includes(current.status)) {
    await db.delete(memberships).where(eq(memberships.id, current.id));
  } else {
    await db
      .update(memberships)
      .set({ status: 'left', leftAt: today(), updatedAt: new Date() })
      .where(eq(memberships.id, current.id));
  }
  await writeAudit(db, {
    ...actor,
    companyId: current.companyId,
    action: 'membership.removed',
    subjectType: 'membership',
    subjectId: current.id,
    before: { status: current.status, roles: current.roles, user_id: current.userId },
    after: NEVER_JOINED.includes(current.status) ? null : { status: 'left' },
  });
}
