import { membershipMessages as says } from '@portal/contracts/membership-messages';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { appUrl } from '../../lib/app-url';
import { conflict } from '../../lib/errors';
import type { CompanyRow, MembershipRow } from '../../plugins/tenancy';
import { composeMail, mailTemplates, sendMail } from '../mail';
import { notify } from '../notifications';
import type { UserRow } from '../users';
import { ensureEmailVerified } from './answer-invitation';

/** Tells the company's admins that someone waits for approval. */
async function tellAdmins(
  db: Executor,
  request: FastifyRequest,
  company: CompanyRow,
  person: UserRow,
  membership: MembershipRow,
) {
  const admins = await db
    .select({ id: users.id, email: users.email, locale: users.locale, notifyByEmail: users.notifyByEmail })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(eq(memberships.companyId, company.id), eq(memberships.status, 'approved'), arrayContains(memberships.roles, ['admin'])),
    );
  const data = { membership_id: membership.id, company_name: company.name, name: person.name };
  await notify(
    db,
    admins.map((admin) => ({ userId: admin.id, companyId: company.id, kind: 'membership.requested', data })),
  );
  const link = appUrl(request, `/companies/${company.id}/memberships/${membership.id}`);
  for (const admin of admins.filter((a) => a.notifyByEmail)) {
    await sendMail(db, composeMail(mailTemplates.joinRequested, admin, { company: company.name, person: person.name, link }));
  }
}

/** Asks to join a company: a pending membership, or a renewed request (as a plain member) after having left. */
export async function joinCompany(
  db: Executor,
  request: FastifyRequest,
  company: CompanyRow,
  user: UserRow,
): Promise<MembershipRow> {
  ensureEmailVerified(user);
  const existing = await db.query.memberships.findFirst({
    where: and(eq(memberships.companyId, company.id), eq(memberships.userId, user.id)),
  });
  if (existing && existing.status !== 'left') throw conflict(says.alreadyMember);
  const [membership] = existing
    ? await db
        .update(memberships)
        .set({ status: 'pending', roles: ['member'], leftAt: null, updatedAt: new Date() })
        .where(eq(memberships.id, existing.id))
        .returning()
    : await db
        .insert(memberships)
        .values({ companyId: company.id, userId: user.id, roles: ['member'], status: 'pending' })
        .returning();
  if (!membership) throw new Error('membership not saved');
  await tellAdmins(db, request, company, user, membership);
  return membership;
}
