import type { LoginRequest } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { setSessionCookies } from '../../plugins/auth';
import { verifyPassword } from './passwords';
import { createApiToken, createSession, deleteSession, REMEMBER_MS, SESSION_IDLE_MS } from './sessions';

// Hash of a random password: checked when the account does not exist, so timing does not reveal it.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$2c4d+uFk8m6H1mqnUAmpGg4N86Ik1eo2oKYkIHp+Et0';

export const clientInfo = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** Checks the credentials; a cookie login gets a fresh session id (null returned), a device login a token. */
export async function login(request: FastifyRequest, reply: FastifyReply, body: LoginRequest): Promise<string | null> {
  const db = request.server.db;
  const user = await db.query.users.findFirst({ where: sql`lower(${users.email}) = ${body.email}` });
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, body.password);
  if (!user || !valid) {
    throw new AppError('validation', 'These credentials do not match our records.', {
      email: ['These credentials do not match our records.'],
    });
  }
  if (body.device_name) {
    return createApiToken(db, user.id, body.device_name, clientInfo(request));
  }
  if (request.session) await deleteSession(db, request.session.idHash);
  const lifetime = body.remember ? REMEMBER_MS : SESSION_IDLE_MS;
  const { secret, csrfToken } = await createSession(db, user.id, clientInfo(request), lifetime);
  setSessionCookies(request, reply, secret, csrfToken, body.remember ? lifetime / 1000 : undefined);
  return null;
}
