import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

/** The real person behind a request, and whom they act as while impersonating. */
export interface AuditActor {
  actorUserId: number | null;
  actingAsUserId: number | null;
}

export interface AuditEntry extends AuditActor {
  companyId?: number | null;
  /** `<subject>.<verb>`, e.g. `membership.approved`. */
  action: string;
  subjectType: string;
  subjectId?: number | null;
  before?: unknown;
  after?: unknown;
}

export function auditActor(request: FastifyRequest): AuditActor {
  const impersonator = request.session?.impersonatorUserId ?? null;
  const user = request.user?.id ?? null;
  return impersonator ? { actorUserId: impersonator, actingAsUserId: user } : { actorUserId: user, actingAsUserId: null };
}

/** Records who did what to which row, with the state before and after; call it inside the command's transaction. */
export async function writeAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    companyId: entry.companyId ?? null,
    actorUserId: entry.actorUserId,
    actingAsUserId: entry.actingAsUserId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
