import { and, eq, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/tokens';
import { cookieMaxAge, setSessionCookies } from './plugin';
import { type ClientInfo, createSession, deleteSession, REMEMBER_MS, SESSION_IDLE_MS, type SessionRow } from './sessions';

export const clientInfo = (request: FastifyRequest): ClientInfo => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** Signs the browser in with a fresh session id; the session it had (guest or not) ends. */
export async function startBrowserSession(request: FastifyRequest, reply: FastifyReply, userId: number, remember = false) {
  const db = request.server.db;
  if (request.session && request.authMode === 'cookie') await deleteSession(db, request.session.idHash);
  const lifetime = remember ? REMEMBER_MS : SESSION_IDLE_MS;
  const { secret, csrfToken } = await createSession(db, userId, clientInfo(request), lifetime);
  setSessionCookies(request, reply, secret, csrfToken, remember ? lifetime / 1000 : undefined);
}

/**
 * Gives the current cookie session a new secret and CSRF token (privilege changes: password,
 * impersonation), applying `changes` to the row in the same statement.
 */
export async function rotateSession(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  changes: Partial<Pick<SessionRow, 'userId' | 'impersonatorUserId' | 'impersonationStartedAt' | 'impersonationExpiresAt'>> = {},
): Promise<SessionRow> {
  const session = request.session;
  if (!session || request.authMode !== 'cookie') throw new Error('rotateSession needs a cookie session');
  const secret = randomToken();
  const csrfToken = randomToken(30);
  const [rotated] = await db
    .update(sessions)
    .set({ ...changes, idHash: sha256(secret), csrfToken })
    .where(eq(sessions.idHash, session.idHash))
    .returning();
  if (!rotated) throw new Error('session vanished while rotating');
  setSessionCookies(request, reply, secret, csrfToken, cookieMaxAge(rotated));
  request.session = rotated;
  return rotated;
}

/** Ends every session and token of the user except the one given (after a password change or reset). */
export async function endOtherSessions(db: Executor, userId: number, keepIdHash?: string) {
  const mine = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepIdHash ? and(mine, ne(sessions.idHash, keepIdHash)) : mine);
}
