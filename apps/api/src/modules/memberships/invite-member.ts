import type { MembershipStatus, NewCustomer } from '@portal/contracts';
import { membershipMessages as says } from '@portal/contracts/membership-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { appUrl } from '../../lib/app-url';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict } from '../../lib/errors';
import type { CompanyRow, MembershipRow } from '../../plugins/tenancy';
import { type AuditActor, writeAudit } from '../audit';
import { issuePasswordToken, passwordResetLink } from '../auth';
import { composeMail, mailTemplates, sendMail } from '../mail';
import { notify } from '../notifications';
import type { UserRow } from '../users';
import { ensureInvitationAllowed, INVITED_ACTION } from './invitation-limit';
import { memberNumberTaken } from './update-membership';

/** A membership that ended may be offered again; any other one means the person is already there. */
const REINVITABLE: MembershipStatus[] = ['left', 'rejected'];

/** The account of the address, or a new one without password that the invitation mail lets its owner claim. */
async function accountFor(db: Executor, body: NewCustomer): Promise<UserRow> {
  const existing = await db.query.users.findFirst({ where: sql`lower(${users.email}) = ${body.email}` });
  if (existing) return existing;
  const [created] = await db.insert(users).values({ name: body.name, email: body.email }).returning();
  if (!created) throw new Error('user not created');
  return created;
}

/** Without a password the link sets one (which proves the address); with one it leads to the invitation. */
async function mailInvitation(db: Executor, request: FastifyRequest, company: CompanyRow, user: UserRow) {
  if (user.passwordHash) {
    const link = appUrl(request, '/');
    await sendMail(db, composeMail(mailTemplates.invitationForMember, user, { company: company.name, link }));
    return;
  }
  const token = await issuePasswordToken(db, user.id, 'invite');
  const link = passwordResetLink(request, token, user.email);
  await sendMail(db, composeMail(mailTemplates.invitation, user, { company: company.name, link }));
}

async function saveInvitation(db: Executor, company: CompanyRow, user: UserRow, body: NewCustomer): Promise<MembershipRow> {
  const earlier = await db.query.memberships.findFirst({
    where: and(eq(memberships.companyId, company.id), eq(memberships.userId, user.id)),
  });
  if (earlier && !REINVITABLE.includes(earlier.status)) throw conflict(says.personAlreadyMember);
  const values = {
    roles: body.roles,
    status: 'invited' as const,
    invitedName: body.name,
    memberNumber: body.member_number ?? null,
    joinedAt: body.joined_at ?? null,
    leftAt: null,
    updatedAt: new Date(),
  };
  try {
    const [saved] = earlier
      ? await db.update(memberships).set(values).where(eq(memberships.id, earlier.id)).returning()
      : await db
          .insert(memberships)
          .values({ companyId: company.id, userId: user.id, ...values })
          .returning();
    if (!saved) throw new Error('membership not saved');
    return saved;
  } catch (error) {
    if (isUniqueViolation(error, 'memberships_company_number_unique')) throw memberNumberTaken();
    if (isUniqueViolation(error, 'memberships_company_user_unique')) throw conflict(says.personAlreadyMember);
    throw error;
  }
}

/**
 * An admin invites a person by email. The answer looks the same whether the address has an account or
 * not; the membership stays `invited` until the owner of the address, verified, accepts it.
 */
export async function inviteMember(
  db: Executor,
  request: FastifyRequest,
  company: CompanyRow,
  body: NewCustomer,
  actor: AuditActor,
): Promise<MembershipRow> {
  await ensureInvitationAllowed(db, company);
  const user = await accountFor(db, body);
  const membership = await saveInvitation(db, company, user, body);
  await mailInvitation(db, request, company, user);
  await notify(db, [
    {
      userId: user.id,
      companyId: company.id,
      kind: INVITED_ACTION,
      data: { membership_id: membership.id, company_name: company.name },
    },
  ]);
  await writeAudit(db, {
    ...actor,
    companyId: company.id,
    action: INVITED_ACTION,
    subjectType: 'membership',
    subjectId: membership.id,
    after: { user_id: user.id, roles: membership.roles },
  });
  return membership;
}
