import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { auditActor, writeAudit } from './write-audit';

/** Audits a change to a company's row: `<subject>.<verb>` by the request's user, with the presented states. */
export function auditRow(
  db: Executor,
  request: FastifyRequest,
  subject: string,
  verb: 'created' | 'updated' | 'deleted' | 'classified',
  row: { id: number; companyId: number },
  change: { before?: unknown; after?: unknown },
): Promise<void> {
  return writeAudit(db, {
    ...auditActor(request),
    companyId: row.companyId,
    action: `${subject}.${verb}`,
    subjectType: subject,
    subjectId: row.id,
    ...change,
  });
}
