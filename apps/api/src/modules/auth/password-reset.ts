import type { ResetPasswordRequest } from '@portal/contracts';
import { identityMessages as says } from '@portal/contracts/identity-messages';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { appUrl } from '../../lib/app-url';
import { invalid } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/tokens';
import { composeMail, mailTemplates, sendMail } from '../mail';
import { markEmailVerified } from './email-verification';
import { hashPassword } from './passwords';
import { endOtherSessions } from './sign-in';

const LIFETIME_MS = { reset: 60 * 60_000, invite: 7 * 24 * 3600_000 } as const;
export type PasswordTokenPurpose = keyof typeof LIFETIME_MS;

/** A new token for setting the password; it replaces any earlier one of the user. */
export async function issuePasswordToken(db: Executor, userId: number, purpose: PasswordTokenPurpose): Promise<string> {
  const token = randomToken(32);
  const values = {
    tokenHash: sha256(token),
    purpose,
    expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
    createdAt: new Date(),
  };
  await db
    .insert(passwordResetTokens)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: passwordResetTokens.userId, set: values });
  return token;
}

/** The web app's reset page (spec route password.reset) with the token and address filled in. */
export function passwordResetLink(request: FastifyRequest, token: string, email: string): string {
  const url = new URL(appUrl(request, '/password/reset'));
  url.searchParams.set('token', token);
  url.searchParams.set('email', email);
  return url.toString();
}

/** Mails a reset link when the address belongs to an account; says nothing either way. */
export async function requestPasswordReset(request: FastifyRequest, email: string): Promise<void> {
  await request.server.db.transaction(async (tx) => {
    const user = await tx.query.users.findFirst({ where: sql`lower(${users.email}) = ${email}` });
    if (!user) return;
    const token = await issuePasswordToken(tx, user.id, 'reset');
    await sendMail(tx, composeMail(mailTemplates.passwordReset, user, { link: passwordResetLink(request, token, user.email) }));
  });
}

/** Sets the new password when the token fits; every other session and token of the user ends. */
export async function resetPassword(request: FastifyRequest, body: ResetPasswordRequest): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  await request.server.db.transaction(async (tx) => {
    const [match] = await tx
      .select({ userId: users.id })
      .from(users)
      .innerJoin(passwordResetTokens, eq(passwordResetTokens.userId, users.id))
      .where(
        and(
          sql`lower(${users.email}) = ${body.email}`,
          eq(passwordResetTokens.tokenHash, sha256(body.token)),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .for('update');
    if (!match) throw invalid('email', says.resetTokenInvalid);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, match.userId));
    // The token came by mail to this address, which proves it as a verification link would.
    await markEmailVerified(tx, match.userId);
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, match.userId));
    await endOtherSessions(tx, match.userId, request.session?.idHash);
  });
}
