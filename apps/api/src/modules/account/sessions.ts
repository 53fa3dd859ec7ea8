import type { Session } from '@portal/contracts';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessions } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { clearSessionCookies, currentUser, type SessionRow } from '../auth';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function presentSession(row: SessionRow, current: SessionRow | null): Session {
  return {
    id: row.publicId,
    kind: row.kind as Session['kind'],
    name: row.name,
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    is_current: row.idHash === current?.idHash,
  };
}

/** The caller's browser sessions and API tokens, most recently used first. */
export async function listOwnSessions(request: FastifyRequest): Promise<Session[]> {
  const user = currentUser(request);
  const rows = await request.server.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastUsedAt));
  return rows.map((row) => presentSession(row, request.session));
}

/** Ends one of the caller's sessions or tokens; ending the current one signs out. */
export async function revokeOwnSession(request: FastifyRequest, reply: FastifyReply, publicId: string): Promise<void> {
  const user = currentUser(request);
  if (!UUID.test(publicId)) throw notFound();
  const [deleted] = await request.server.db
    .delete(sessions)
    .where(and(eq(sessions.publicId, publicId), eq(sessions.userId, user.id)))
    .returning();
  if (!deleted) throw notFound();
  if (deleted.idHash === request.session?.idHash && request.authMode === 'cookie') clearSessionCookies(reply);
}
