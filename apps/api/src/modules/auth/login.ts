import type { LoginRequest } from '@portal/contracts';
import { identityMessages as says } from '@portal/contracts/identity-messages';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { verifyPassword } from './passwords';
import { createApiToken } from './sessions';
import { clientInfo, startBrowserSession } from './sign-in';
import { accountKey, addressKey, LOGIN_ADDRESS_RULE, LOGIN_RULE } from './throttle-rules';

// Hash of a random password: checked when the account does not exist, so timing does not reveal it.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$2c4d+uFk8m6H1mqnUAmpGg4N86Ik1eo2oKYkIHp+Et0';

export const findUserByEmail = (request: FastifyRequest, email: string) =>
  request.server.db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });

/**
 * Checks the credentials; a cookie login gets a fresh session id (null returned), a device login a token.
 * Every try is counted before the password is checked: five for one account from one address within a minute,
 * fifty from one address over all accounts; further tries wait until the minute ends. A success forgets the
 * account's count and is not held against the address.
 */
export async function login(request: FastifyRequest, reply: FastifyReply, body: LoginRequest): Promise<string | null> {
  const throttle = request.server.throttle;
  const key = accountKey('login', body.email, request.ip);
  const address = addressKey('login', request.ip);
  await throttle.consume(key, LOGIN_RULE);
  await throttle.consume(address, LOGIN_ADDRESS_RULE);
  const user = await findUserByEmail(request, body.email);
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, body.password);
  if (!user || !valid) throw invalid('email', says.credentials);
  await Promise.all([throttle.clear(key), throttle.release(address)]);
  if (body.device_name) {
    return createApiToken(request.server.db, user.id, body.device_name, clientInfo(request));
  }
  await startBrowserSession(request, reply, user.id, body.remember);
  return null;
}
