import type { ImpersonationStatus } from '@portal/contracts';
import { identityMessages as says } from '@portal/contracts/identity-messages';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../../db/schema';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { writeAudit } from '../audit';
import { currentUser, rotateSession } from '../auth';

export const MAX_IMPERSONATION_MINUTES = 60;

/** Whether the session acts as someone else, who, and until when. */
export async function impersonationStatus(request: FastifyRequest): Promise<ImpersonationStatus> {
  const session = request.session;
  const user = currentUser(request);
  if (!session?.impersonatorUserId) {
    return { is_impersonating: false, impersonator: null, impersonated: null, started_at: null, expires_at: null };
  }
  const impersonator = await request.server.db.query.users.findFirst({ where: eq(users.id, session.impersonatorUserId) });
  return {
    is_impersonating: true,
    impersonator: impersonator ? { id: impersonator.id, name: impersonator.name } : null,
    impersonated: { id: user.id, name: user.name },
    started_at: session.impersonationStartedAt?.toISOString() ?? null,
    expires_at: session.impersonationExpiresAt?.toISOString() ?? null,
  };
}

/**
 * A super-admin starts acting as another user for at most an hour. The browser session gets a new id;
 * the original identity stays in the session row, never in the browser.
 */
export async function startImpersonation(request: FastifyRequest, reply: FastifyReply, targetId: number, minutes: number) {
  const admin = currentUser(request);
  if (request.authMode !== 'cookie') throw forbidden(says.impersonationBrowserOnly);
  if (targetId === admin.id) throw invalid('user_id', says.impersonateSelf);
  const target = await request.server.db.query.users.findFirst({ where: eq(users.id, targetId) });
  if (!target) throw notFound();
  if (target.isSuperAdmin) throw forbidden(says.impersonateSuperAdmin);
  const startedAt = new Date();
  const expiresAt = new Date(startedAt.getTime() + Math.min(minutes, MAX_IMPERSONATION_MINUTES) * 60_000);
  await request.server.db.transaction(async (tx) => {
    await rotateSession(tx, request, reply, {
      userId: target.id,
      impersonatorUserId: admin.id,
      impersonationStartedAt: startedAt,
      impersonationExpiresAt: expiresAt,
    });
    await writeAudit(tx, {
      actorUserId: admin.id,
      actingAsUserId: target.id,
      action: 'impersonation.started',
      subjectType: 'user',
      subjectId: target.id,
      after: { expires_at: expiresAt.toISOString() },
    });
  });
  request.user = target;
}

/** Back to the original identity, with a new session id. */
export async function stopImpersonation(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = request.session;
  const impersonated = currentUser(request);
  if (!session?.impersonatorUserId) throw conflict(says.notImpersonating);
  if (request.authMode !== 'cookie') throw forbidden(says.impersonationBrowserOnly);
  const impersonatorId = session.impersonatorUserId;
  await request.server.db.transaction(async (tx) => {
    await rotateSession(tx, request, reply, {
      userId: impersonatorId,
      impersonatorUserId: null,
      impersonationStartedAt: null,
      impersonationExpiresAt: null,
    });
    await writeAudit(tx, {
      actorUserId: impersonatorId,
      actingAsUserId: impersonated.id,
      action: 'impersonation.stopped',
      subjectType: 'user',
      subjectId: impersonated.id,
      before: { started_at: session.impersonationStartedAt?.toISOString() ?? null },
    });
  });
}
