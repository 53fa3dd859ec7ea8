import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { sessions, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/tokens';

export const SESSION_IDLE_MS = 14 * 24 * 3600_000;
export const REMEMBER_MS = 30 * 24 * 3600_000;
/** From its creation, however often it is used: a leaked token does not live on. */
export const TOKEN_LIFETIME_MS = 365 * 24 * 3600_000;

export type SessionRow = typeof sessions.$inferSelect;

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

/** Starts a signed-in browser session; returns the secret for the cookie. */
export async function createSession(
  db: Executor,
  userId: number,
  client: ClientInfo,
  lifetimeMs = SESSION_IDLE_MS,
): Promise<{ secret: string; csrfToken: string }> {
  const secret = randomToken();
  const csrfToken = randomToken(30);
  await db.insert(sessions).values({
    idHash: sha256(secret),
    kind: 'session',
    userId,
    csrfToken,
    ipAddress: client.ip,
    userAgent: client.userAgent?.slice(0, 500),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return { secret, csrfToken };
}

/** A personal access token in Sanctum's `<id>|<secret>` spirit: only its hash is stored. */
export async function createApiToken(db: Executor, userId: number, name: string, client: ClientInfo): Promise<string> {
  const token = `pat_${randomToken(40)}`;
  await db.insert(sessions).values({
    idHash: sha256(token),
    kind: 'token',
    userId,
    name: name.slice(0, 255),
    ipAddress: client.ip,
    userAgent: client.userAgent?.slice(0, 500),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
  });
  return token;
}

const sessionBySecret = preparedQuery((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        eq(sessions.kind, sql.placeholder('kind')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_by_secret'),
);

export async function findSession(db: Executor, secret: string, kind: 'session' | 'token') {
  const [row] = await sessionBySecret(db).execute({ idHash: sha256(secret), kind, now: new Date().toISOString() });
  return row;
}

/** Notes the use; a browser session also lives `slideMs` from now, while a token keeps the end it was given. */
export async function touchSession(db: Executor, idHash: string, slideMs?: number) {
  const now = new Date();
  const expiry = slideMs === undefined ? {} : { expiresAt: new Date(now.getTime() + slideMs) };
  await db
    .update(sessions)
    .set({ lastUsedAt: now, ...expiry })
    .where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Executor, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Deletes sessions and tokens past their expiry; returns how many. */
export async function purgeExpiredSessions(db: Executor, now = new Date()): Promise<number> {
  const purged = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ idHash: sessions.idHash });
  return purged.length;
}
