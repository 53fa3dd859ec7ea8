import type { PasswordUpdate } from '@portal/contracts';
import { identityMessages as says } from '@portal/contracts/identity-messages';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../../db/schema';
import { forbidden, invalid } from '../../lib/errors';
import {
  accountKey,
  currentUser,
  endOtherSessions,
  hashPassword,
  PASSWORD_CHANGE_RULE,
  rotateSession,
  verifyPassword,
} from '../auth';

/**
 * Sets a new password after checking the current one (tries counted first, as at login). Every other session and token ends
 * and a browser session gets a new id, so a stolen cookie or token stops working.
 */
export async function updatePassword(request: FastifyRequest, reply: FastifyReply, body: PasswordUpdate): Promise<void> {
  const user = currentUser(request);
  if (request.session?.impersonatorUserId) throw forbidden(says.passwordWhileImpersonating);
  const key = accountKey('password-change', String(user.id), request.ip);
  await request.server.throttle.consume(key, PASSWORD_CHANGE_RULE);
  if (!(await verifyPassword(user.passwordHash, body.current_password))) {
    throw invalid('current_password', says.currentPassword);
  }
  await request.server.throttle.clear(key);
  const passwordHash = await hashPassword(body.password);
  await request.server.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await endOtherSessions(tx, user.id, request.session?.idHash);
    if (request.authMode === 'cookie') await rotateSession(tx, request, reply);
  });
}
