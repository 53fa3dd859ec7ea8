import { requestMessages } from '@portal/contracts/request-messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions } from '../../db/schema';
import { AppError, forbidden, unauthenticated } from '../../lib/errors';
import { randomToken, safeEqual, sha256 } from '../../lib/tokens';
import { writeAudit } from '../audit';
import type { UserRow } from '../users';
import { isGuestCsrfToken } from './guest-csrf';
import { findSession, SESSION_IDLE_MS, type SessionRow, touchSession } from './sessions';

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
    /**
     * A device login (a body with `device_name`) from a client that sends no cookie needs no CSRF
     * token: it answers with a token and sets no cookie, so a forged request gains nothing.
     */
    tokenLogin?: boolean;
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

/** A guest gets only the XSRF cookie (signed, not stored); the session cookie comes with sign-in. */
export function setGuestCsrfCookie(request: FastifyRequest, reply: FastifyReply, csrfToken: string) {
  const secure = isSecureRequest(request, request.server.config.APP_URL);
  reply.setCookie(XSRF_COOKIE, csrfToken, { path: '/', httpOnly: false, sameSite: 'lax', secure });
}

/** A remembered session keeps a lasting cookie; an ordinary one lives as long as the browser. */
export function cookieMaxAge(session: Pick<SessionRow, 'expiresAt'>): number | undefined {
  const remainingMs = session.expiresAt.getTime() - Date.now();
  return remainingMs > SESSION_IDLE_MS ? Math.floor(remainingMs / 1000) : undefined;
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

  app.addHook('onRequest', async (request, reply) => {
    const token = bearerToken(request);
    if (token) {
      const found = await findSession(app.db, token, 'token');
      if (!found?.user) throw unauthenticated();
      request.session = found.session;
      request.user = found.user;
      request.authMode = 'token';
      if (Date.now() - found.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await touchSession(app.db, found.session.idHash);
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
        await endExpiredImpersonation(app, request, reply);
        if (Date.now() - found.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
          await touchSession(app.db, found.session.idHash, SESSION_IDLE_MS);
        }
      }
    }
    if (needsCsrfToken(request) && !mayBeTokenLogin(request)) ensureCsrfToken(request);
    enforceGuard(request);
  });

  app.addHook('preValidation', async (request) => {
    const deviceName = (request.body as { device_name?: unknown } | undefined)?.device_name;
    if (needsCsrfToken(request) && mayBeTokenLogin(request) && !deviceName) ensureCsrfToken(request);
  });
}

function needsCsrfToken(request: FastifyRequest): boolean {
  return UNSAFE_METHODS.has(request.method) && Boolean(request.cookies[SESSION_COOKIE] || comesFromBrowser(request));
}

const mayBeTokenLogin = (request: FastifyRequest) => Boolean(request.routeOptions.config.tokenLogin && !request.headers.cookie);

/** The XSRF header must match the session's token, or, for a guest, the signed token in the XSRF cookie. */
function ensureCsrfToken(request: FastifyRequest) {
  const header = request.headers['x-xsrf-token'];
  const expected = request.session?.csrfToken;
  const matches = expected
    ? typeof header === 'string' && safeEqual(header, expected)
    : typeof header === 'string' &&
      header === request.cookies[XSRF_COOKIE] &&
      isGuestCsrfToken(request.server.config.SESSION_SECRET, header);
  if (!matches) throw new AppError('csrf_mismatch', requestMessages.csrfMismatch);
}

/** Runs before body validation, so a guest hears 401 before any 422. */
function enforceGuard(request: FastifyRequest) {
  const guard = request.routeOptions.config.guard;
  if ((guard === 'user' || guard === 'super-admin') && !request.user) throw unauthenticated();
  if (guard === 'super-admin' && !request.user?.isSuperAdmin) throw forbidden();
}

/**
 * Impersonation lasts at most its window; afterwards the session belongs to the original user again,
 * under a new id (as when it is stopped). The CSRF token stays, so the request that noticed still passes.
 */
async function endExpiredImpersonation(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const session = request.session;
  if (!session?.impersonatorUserId || !session.impersonationExpiresAt) return;
  if (session.impersonationExpiresAt.getTime() > Date.now()) return;
  const secret = randomToken();
  const [updated] = await app.db
    .update(sessions)
    .set({
      idHash: sha256(secret),
      userId: session.impersonatorUserId,
      impersonatorUserId: null,
      impersonationStartedAt: null,
      impersonationExpiresAt: null,
    })
    .where(eq(sessions.idHash, session.idHash))
    .returning();
  if (updated) {
    setSessionCookies(request, reply, secret, updated.csrfToken ?? '', cookieMaxAge(updated));
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
