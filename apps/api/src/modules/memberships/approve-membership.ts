import { membershipMessages as says } from '@portal/contracts/membership-messages';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { appUrl } from '../../lib/app-url';
import { conflict } from '../../lib/errors';
import type { MembershipRow } from '../../plugins/tenancy';
import { type AuditActor, writeAudit } from '../audit';
import { defaultRoleFor } from '../companies';
import { composeMail, mailTemplates, sendMail } from '../mail';
import { notify } from '../notifications';
import { nextMemberNumber } from './member-number';
import type { MembershipRecord } from './presenter';
import { today } from './update-membership';

/** Tells a member their membership is active: in the portal, and by mail unless they opted out. */
async function welcomeMember(
  db: Executor,
  request: FastifyRequest,
  membership: MembershipRow,
  company: MembershipRecord['company'],
) {
  await notify(db, [
    {
      userId: membership.userId,
      companyId: company.id,
      kind: 'membership.approved',
      data: { membership_id: membership.id, company_name: company.name },
    },
  ]);
  const member = await db.query.users.findFirst({ where: eq(users.id, membership.userId) });
  if (!member?.notifyByEmail) return;
  const link = appUrl(request, `/companies/${company.id}`);
  await sendMail(db, composeMail(mailTemplates.membershipApproved, member, { company: company.name, link }));
}

/**
 * pending → approved, with the company's next member number unless one was given; the member hears of it.
 * A request still holding only the `member` role it was made with gets the company's default role.
 */
export async function approveMembership(
  db: Executor,
  request: FastifyRequest,
  record: MembershipRecord,
  actor: AuditActor,
): Promise<MembershipRow> {
  const current = record.membership;
  const memberNumber = current.memberNumber ?? (await nextMemberNumber(db, current.companyId));
  const asRequested = current.roles.length === 1 && current.roles[0] === 'member';
  const roles = asRequested ? [await defaultRoleFor(db, current.companyId)] : current.roles;
  // The status condition in the statement itself: of two admins approving at once, one wins.
  const [approved] = await db
    .update(memberships)
    .set({ status: 'approved', roles, memberNumber, joinedAt: current.joinedAt ?? today(), updatedAt: new Date() })
    .where(and(eq(memberships.id, current.id), eq(memberships.status, 'pending')))
    .returning();
  if (!approved) throw conflict(says.notPending);
  await welcomeMember(db, request, approved, record.company);
  await writeAudit(db, {
    ...actor,
    companyId: current.companyId,
    action: 'membership.approved',
    subjectType: 'membership',
    subjectId: current.id,
    before: { status: current.status, roles: current.roles },
    after: {
      status: approved.status,
      roles: approved.roles,
      joined_at: approved.joinedAt,
      member_number: approved.memberNumber,
    },
  });
  return approved;
}
