import { requestMessages } from '@portal/contracts/request-messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions } from '../db/schema';
import { AppError, forbidden, unauthenticated } from '../lib/errors';
import { safeEqual } from '../lib/tokens';
import { writeAudit } from '../modules/audit/write-audit';
import {
  findSession,
  SESSION_IDLE_MS,
  type SessionRow,
  TOKEN_LIFETIME_MS,
  touchSession,
  type UserRow,
} from '../modules/auth/sessions';

export const SESSION_COOKIE = 'portal_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOUCH_INTERVAL_MS = 60_000;

export type Guard = 'public' | 'user' | 'super-admin';

export interface RouteEntry {
  method: string;
  url: string;
  guard: Guard;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every guarded route: the tenancy tests are generated from it. */
    routeTable: RouteEntry[];
  }
  interface FastifyContextConfig {
    /** Who may call the route; every /api route and auth path declares one. */
    guard?: Guard;
  }
  interface FastifyRequest {
    session: SessionRow | null;
    user: UserRow | null;
    authMode: 'cookie' | 'token' | null;
  }
}

/** The signed-in user, or a 401: for handlers behind the `user` guard. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}

export function isSecureRequest(request: FastifyRequest, appUrl?: string): boolean {
  return request.protocol === 'https' || Boolean(appUrl?.startsWith('https://'));
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  csrfToken: string,
  maxAgeSeconds?: number,
) {
  const secure = isSecureRequest(request, request.server.config.APP_URL);
  reply.setCookie(SESSION_COOKIE, secret, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: maxAgeSeconds });
  reply.setCookie(XSRF_COOKIE, csrfToken, { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge: maxAgeSeconds });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(XSRF_COOKIE, { path: '/' });
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

function comesFromBrowser(request: FastifyRequest): boolean {
  return Boolean(request.headers.origin || request.headers['sec-fetch-mode'] || request.headers.referer);
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.decorateRequest('authMode', null);

  app.decorate('routeTable', [] as RouteEntry[]);
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') || route.url === '/api';
    if (isApi && !route.config?.guard) throw new Error(`Route ${route.method} ${route.url} declares no guard`);
    const guard = route.config?.guard;
    for (const method of [route.method].flat()) {
      if (guard && method !== 'HEAD') app.routeTable.push({ method, url: route.url, guard });
    }
  });

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (token) {
      const found = await findSession(app.db, token, 'token');
      if (!found?.user) throw unauthenticated();
      request.session = found.session;
      request.user = found.user;
      request.authMode = 'token';
      if (Date.now() - found.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await touchSession(app.db, found.session.idHash, TOKEN_LIFETIME_MS);
      }
      return;
    }
    const secret = request.cookies[SESSION_COOKIE];
    if (secret) {
      const found = await findSession(app.db, secret, 'session');
      if (found) {
        request.session = found.session;
        request.user = found.user;
        request.authMode = 'cookie';
        await endExpiredImpersonation(app, request);
        if (Date.now() - found.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
          await touchSession(app.db, found.session.idHash, SESSION_IDLE_MS);
        }
      }
    }
    if (UNSAFE_METHODS.has(request.method) && (secret || comesFromBrowser(request))) {
      const header = request.headers['x-xsrf-token'];
      const expected = request.session?.csrfToken;
      if (typeof header !== 'string' || !expected || !safeEqual(header, expected)) {
        throw new AppError('csrf_mismatch', requestMessages.csrfMismatch);
      }
    }
    enforceGuard(request);
  });
}

/** Runs before body validation, so a guest hears 401 before any 422. */
function enforceGuard(request: FastifyRequest) {
  const guard = request.routeOptions.config.guard;
  if ((guard === 'user' || guard === 'super-admin') && !request.user) throw unauthenticated();
  if (guard === 'super-admin' && !request.user?.isSuperAdmin) throw forbidden();
}

/** Impersonation lasts at most its window; afterwards the session belongs to the original user again. */
async function endExpiredImpersonation(app: FastifyInstance, request: FastifyRequest) {
  const session = request.session;
  if (!session?.impersonatorUserId || !session.impersonationExpiresAt) return;
  if (session.impersonationExpiresAt.getTime() > Date.now()) return;
  const [updated] = await app.db
    .update(sessions)
    .set({
      userId: session.impersonatorUserId,
      impersonatorUserId: null,
      impersonationStartedAt: null,
      impersonationExpiresAt: null,
    })
    .where(eq(sessions.idHash, session.idHash))
    .returning();
  if (updated) {
    await writeAudit(app.db, {
      actorUserId: session.impersonatorUserId,
      actingAsUserId: session.userId,
      action: 'impersonation.expired',
      subjectType: 'user',
      subjectId: session.userId,
      before: { expires_at: session.impersonationExpiresAt.toISOString() },
    });
  }
  const found = updated
    ? await app.db.query.users.findFirst({ where: (u, { eq: equals }) => equals(u.id, session.impersonatorUserId as number) })
    : undefined;
  request.session = updated ?? null;
  request.user = found ?? null;
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
