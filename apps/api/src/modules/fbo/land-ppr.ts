import { fboMessages as says } from '@portal/contracts/fbo-messages';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberships, pprRequests } from '../../db/schema';
import { conflict, invalid } from '../../lib/errors';
import { type AuditActor, writeAudit } from '../audit';
import { landingFeeFor } from '../fees';
import { createDraft, issueInvoices } from '../invoices';
import type { OperatorRow } from './operator';
import { findPpr } from './ppr-requests';
import type { Pilot, PprRow } from './presenter';

/** German landing fees carry the standard VAT (basis points). */
const LANDING_VAT_RATE = 1900;

/** The pilot's approved membership at the operator: a member is billed on their account, a guest by a single invoice. */
async function membershipOf(tx: Executor, operatorId: number, userId: number) {
  const [membership] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.companyId, operatorId), eq(memberships.userId, userId), eq(memberships.status, 'approved')));
  return membership?.id ?? null;
}

/** Bills the landing by an issued invoice of the operator's: the fee of the smallest weight class the aircraft fits. */
async function chargeLanding(tx: Executor, operator: OperatorRow, row: PprRow, pilot: Pilot, at: Date, actor: AuditActor) {
  const fee = await landingFeeFor(tx, { id: 0, companyId: operator.id, mtowKg: row.mtowKg }, operator.homeAirportId);
  if (!fee) return { landingFee: null, invoiceId: null };
  const membershipId = await membershipOf(tx, operator.id, pilot.id);
  const day = new Intl.DateTimeFormat('de-DE', { timeZone: operator.timezone, dateStyle: 'medium' }).format(at);
  const context = { company: operator, userId: actor.actorUserId ?? null, actor };
  const invoiceId = await createDraft(tx, context, {
    membership_id: membershipId,
    recipient: membershipId ? null : { name: pilot.name, address: null, email: pilot.email },
    lines: [
      {
        description: `PPR ${row.pprNumber} ${row.registration} ${day}`,
        quantity: 1,
        unit_price: fee.amount,
        vat_rate: LANDING_VAT_RATE,
        revenue_account: '8400',
        tax_sphere: null,
      },
    ],
    include_unbilled: false,
    period_from: null,
    period_to: null,
    note: null,
  });
  await issueInvoices(tx, context, [invoiceId], at);
  return { landingFee: fee.amount, invoiceId };
}

/** Records an approved PPR's arrival (and charges its landing) or its departure. */
export async function recordPprMovement(
  tx: Executor,
  operator: OperatorRow,
  id: number,
  kind: 'arrived' | 'departed',
  at: Date,
  actor: AuditActor,
) {
  const found = await findPpr(tx, id, true);
  if (!found) throw new Error('the PPR request vanished');
  const { row, pilot } = found;
  if (row.status !== 'approved') throw conflict(says.notApproved);
  let changes: Partial<PprRow>;
  if (kind === 'arrived') {
    if (row.arrivedAt) throw conflict(says.alreadyLanded);
    changes = { arrivedAt: at, ...(await chargeLanding(tx, operator, row, pilot, at, actor)) };
  } else {
    if (!row.arrivedAt) throw conflict(says.notLanded);
    if (at <= row.arrivedAt) throw invalid('at', says.departureOrder);
    changes = { departedAt: at };
  }
  const [updated] = await tx
    .update(pprRequests)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(pprRequests.id, id))
    .returning();
  if (!updated) throw new Error('the PPR request vanished');
  await writeAudit(tx, {
    ...actor,
    companyId: operator.id,
    action: `ppr.${kind}`,
    subjectType: 'ppr_request',
    subjectId: id,
    after: { at: at.toISOString(), landing_fee: changes.landingFee ?? null, invoice_id: changes.invoiceId ?? null },
  });
  return { row: updated, pilot };
}
