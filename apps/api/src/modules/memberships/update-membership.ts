import type { MembershipUpdate } from '@portal/contracts';
import { membershipMessages as says } from '@portal/contracts/membership-messages';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberships } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { invalid } from '../../lib/errors';
import type { MembershipRow } from '../../plugins/tenancy';
import { type AuditActor, auditDiff, writeAudit } from '../audit';
import { ensureAdminRemains } from './last-admin';

export const today = () => new Date().toISOString().slice(0, 10);
export const memberNumberTaken = () => invalid('member_number', says.memberNumberTaken);

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((role) => b.includes(role));

function columnsOf(changes: MembershipUpdate, current: MembershipRow) {
  const leaving = changes.status === 'left' && current.status !== 'left';
  const back = changes.status !== undefined && changes.status !== 'left';
  return {
    roles: changes.roles,
    status: changes.status,
    memberNumber: changes.member_number,
    joinedAt: changes.joined_at,
    soloCleared: changes.solo_cleared,
    notes: changes.notes,
    leftAt: leaving ? today() : back ? null : undefined,
  };
}

const AUDITED = {
  roles: 'roles',
  status: 'status',
  member_number: 'memberNumber',
  joined_at: 'joinedAt',
  left_at: 'leftAt',
  solo_cleared: 'soloCleared',
  notes: 'notes',
};

/** An admin changes a membership; nobody changes their own roles, and the last admin stays. */
export async function updateMembership(
  db: Executor,
  current: MembershipRow,
  changes: MembershipUpdate,
  { actor, isOwn }: { actor: AuditActor; isOwn: boolean },
): Promise<MembershipRow> {
  const status = changes.status ?? current.status;
  if (status !== current.status && (current.status === 'invited' || status === 'invited')) {
    throw invalid('status', says.invitationStatus);
  }
  if (changes.roles && isOwn && !sameRoles(changes.roles, current.roles)) {
    throw invalid('roles', says.ownRoles);
  }
  const columns = Object.fromEntries(Object.entries(columnsOf(changes, current)).filter(([, value]) => value !== undefined));
  const next = { status: changes.status ?? current.status, roles: changes.roles ?? current.roles };
  await ensureAdminRemains(db, current, next, changes.roles && !next.roles.includes('admin') ? 'roles' : 'status');
  let updated: MembershipRow | undefined;
  try {
    [updated] = await db
      .update(memberships)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(memberships.id, current.id))
      .returning();
  } catch (error) {
    throw isUniqueViolation(error, 'memberships_company_number_unique') ? memberNumberTaken() : error;
  }
  if (!updated) throw new Error('membership vanished');
  await writeAudit(db, {
    ...actor,
    companyId: current.companyId,
    action: changes.roles && !sameRoles(changes.roles, current.roles) ? 'membership.roles_changed' : 'membership.updated',
    subjectType: 'membership',
    subjectId: current.id,
    ...auditDiff(AUDITED, current, updated),
  });
  return updated;
}
