import type { ProfileUpdate } from '@portal/contracts';
import { identityMessages as says } from '@portal/contracts/identity-messages';
import { validationMessages } from '@portal/contracts/request-messages';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { forbidden, invalid } from '../../lib/errors';
import type { ThrottleRule } from '../../plugins/rate-limit';
import { auditActor, writeAudit } from '../audit';
import { sendVerificationMail, verifyPassword } from '../auth';
import { composeMail, mailTemplates, sendMail } from '../mail';
import type { UserRow } from '../users';
import { emailTaken, isEmailTaken } from '../users';

/** Password checks for an email change, per account: a stolen session must not guess the password freely. */
const EMAIL_CHANGE_RULE: ThrottleRule = { max: 5, windowMs: 60_000, message: says.passwordChecksThrottled };

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A new address together with forgot-password would hand the account over for good, so changing it
 * needs the current password and the real person (not an impersonating admin).
 */
async function ensureEmailChangeAllowed(request: FastifyRequest, user: UserRow, changes: ProfileUpdate) {
  if (request.session?.impersonatorUserId) throw forbidden(says.emailWhileImpersonating);
  if (!changes.current_password) throw invalid('current_password', validationMessages.required);
  await request.server.throttle.consume(`email-change:${user.id}`, EMAIL_CHANGE_RULE);
  if (!(await verifyPassword(user.passwordHash, changes.current_password))) {
    throw invalid('current_password', says.currentPassword);
  }
}

/** The old address hears of the change; the new one must be verified again. */
async function announceEmailChange(db: Executor, request: FastifyRequest, before: UserRow, after: UserRow) {
  await sendMail(db, composeMail(mailTemplates.emailChanged, before, { email: after.email }));
  await sendVerificationMail(db, request, after);
  await writeAudit(db, {
    ...auditActor(request),
    action: 'user.email_changed',
    subjectType: 'user',
    subjectId: after.id,
    before: { email: before.email },
    after: { email: after.email },
  });
}

/** Changes the caller's own profile; optional fields left out stay as they are. */
export async function updateProfile(request: FastifyRequest, user: UserRow, changes: ProfileUpdate): Promise<UserRow> {
  const emailChanges = !sameAddress(changes.email, user.email);
  if (emailChanges) await ensureEmailChangeAllowed(request, user, changes);
  return request.server.db.transaction(async (tx) => {
    if (await isEmailTaken(tx, changes.email, user.id)) throw emailTaken();
    try {
      const [updated] = await tx
        .update(users)
        .set({
          name: changes.name,
          email: changes.email,
          emailVerifiedAt: emailChanges ? null : undefined,
          locale: changes.locale,
          phone: changes.phone === undefined ? undefined : changes.phone || null,
          notifyByEmail: changes.notify_by_email,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning();
      if (!updated) throw new Error('user vanished');
      if (emailChanges) await announceEmailChange(tx, request, user, updated);
      return updated;
    } catch (error) {
      throw isUniqueViolation(error, 'users_email_unique') ? emailTaken() : error;
    }
  });
}
