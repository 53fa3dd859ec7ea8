import type { NewCustomer } from '@portal/contracts';
import { membershipMessages as says } from '@portal/contracts/membership-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, invalid } from '../../lib/errors';
import type { CompanyRow, MembershipRow } from '../../plugins/tenancy';
import { type AuditActor, writeAudit } from '../audit/write-audit';
import { issuePasswordToken, passwordResetLink } from '../auth/password-reset';
import { sendMail } from '../mail/send-mail';
import { composeMail, mailTemplates } from '../mail/templates';
import { welcomeMember } from './approve-membership';
import { memberNumberTaken, today } from './update-membership';

/** A person without an account gets one without password, and a mail to set it. */
async function invitePerson(db: Executor, request: FastifyRequest, company: CompanyRow, body: NewCustomer) {
  if (!body.name) throw invalid('name', says.nameRequired);
  const [user] = await db.insert(users).values({ name: body.name, email: body.email }).returning();
  if (!user) throw new Error('user not created');
  const token = await issuePasswordToken(db, user.id, 'invite');
  await sendMail(
    db,
    composeMail(mailTemplates.invitation, user, { company: company.name, link: passwordResetLink(request, token, user.email) }),
  );
  return user;
}

/** An admin adds a person by email: an approved membership for an existing account, else an invitation. */
export async function addCustomer(
  db: Executor,
  request: FastifyRequest,
  company: CompanyRow,
  body: NewCustomer,
  actor: AuditActor,
): Promise<MembershipRow> {
  const existing = await db.query.users.findFirst({ where: sql`lower(${users.email}) = ${body.email}` });
  if (existing) {
    const already = await db.query.memberships.findFirst({
      where: and(eq(memberships.companyId, company.id), eq(memberships.userId, existing.id)),
    });
    if (already) throw conflict(says.personAlreadyMember);
  }
  const user = existing ?? (await invitePerson(db, request, company, body));
  let membership: MembershipRow | undefined;
  try {
    [membership] = await db
      .insert(memberships)
      .values({
        companyId: company.id,
        userId: user.id,
        roles: body.roles,
        status: 'approved',
        memberNumber: body.member_number ?? null,
        joinedAt: body.joined_at ?? today(),
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error, 'memberships_company_number_unique')) throw memberNumberTaken();
    if (isUniqueViolation(error, 'memberships_company_user_unique')) throw conflict(says.personAlreadyMember);
    throw error;
  }
  if (!membership) throw new Error('membership not created');
  if (existing) await welcomeMember(db, request, membership, company, 'membership.added');
  await writeAudit(db, {
    ...actor,
    companyId: company.id,
    action: 'membership.added',
    subjectType: 'membership',
    subjectId: membership.id,
    after: { user_id: user.id, roles: membership.roles, invited: !existing },
  });
  return membership;
}
