import { fboMessages as says } from '@portal/contracts/fbo-messages';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pprRequests } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { type AuditActor, writeAudit } from '../audit';
import { notify } from '../notifications';
import type { OperatorRow } from './operator';
import { mailPpr } from './ppr-mails';
import { findPpr } from './ppr-requests';

export type PprDecision = { approve: true; pprNumber?: string } | { approve: false; reason: string };

/** A PPR number when the operator gives none: the arrival's date and the request's id (e.g. 1124-42). */
const numberOf = (id: number, arrivalAt: Date, timeZone: string) => {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit' }).format(arrivalAt);
  return `${day.replace('/', '')}-${id}`;
};

/** Approves (with a PPR number) or declines (with a reason) a pending request; the pilot is told, in the app and by mail. */
export async function decidePpr(
  tx: Executor,
  operator: OperatorRow,
  id: number,
  decision: PprDecision,
  userId: number,
  actor: AuditActor,
) {
  const found = await findPpr(tx, id, true);
  if (!found) throw new Error('the PPR request vanished');
  if (found.row.status !== 'pending') throw conflict(says.notPending);
  const changes = decision.approve
    ? { status: 'approved' as const, pprNumber: decision.pprNumber || numberOf(id, found.row.arrivalAt, operator.timezone) }
    : { status: 'declined' as const, declineReason: decision.reason };
  const [row] = await tx
    .update(pprRequests)
    .set({ ...changes, decidedByUserId: userId, decidedAt: new Date(), updatedAt: new Date() })
    .where(eq(pprRequests.id, id))
    .returning();
  if (!row) throw new Error('the PPR request vanished');
  await notify(tx, [
    {
      userId: row.userId,
      companyId: null,
      kind: `ppr.${row.status}`,
      data: {
        ppr_id: row.id,
        operator: operator.name,
        registration: row.registration,
        ppr_number: row.pprNumber ?? '',
        reason: row.declineReason ?? '',
      },
    },
  ]);
  await mailPpr(tx, `ppr.${row.status}` as 'ppr.approved' | 'ppr.declined', [row.userId], row, operator);
  await writeAudit(tx, {
    ...actor,
    companyId: operator.id,
    action: `ppr.${row.status}`,
    subjectType: 'ppr_request',
    subjectId: row.id,
    before: { status: 'pending' },
    after: changes,
  });
  return { row, pilot: found.pilot };
}
