import { invoiceMessages as says } from '@portal/contracts/invoices-messages';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices } from '../../db/schema';
import { todayIn } from '../../lib/dates';
import { conflict } from '../../lib/errors';
import { reverseEntry } from '../accounts';
import { writeAudit } from '../audit';
import { unbillChargeLines } from '../charges';
import { billingOf } from './billing-details';
import { insertLines } from './draft-lines';
import type { InvoiceContext } from './drafts';
import { formatNumber, takeNumbers } from './numbering';
import { cancellationsOf, type InvoiceRow, linesOf } from './queries';

/**
 * Cancels an issued invoice by a cancellation invoice (Stornorechnung) of its own number: the
 * negated lines, referencing it. The bookings of its typed lines are reversed and its charges go
 * back to unbilled (their flights to recorded), for a later invoice to bill. An invoice with
 * payments or in a collection is refused: those are settled first.
 */
export async function cancelInvoice(tx: Executor, context: InvoiceContext, invoice: InvoiceRow): Promise<number> {
  const { company } = context;
  const [original] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id)).for('update');
  if (!original || original.status === 'draft') throw conflict(says.notIssued);
  if (original.kind === 'cancellation') throw conflict(says.cancellationFinal);
  if (original.status === 'cancelled' || (await cancellationsOf(tx, [original.id])).size > 0) {
    throw conflict(says.alreadyCancelled);
  }
  if (original.paidAmount > 0 || original.collectionPending) throw conflict(says.hasPayments);

  const now = new Date();
  const today = todayIn(company.timezone, now);
  const year = Number(today.slice(0, 4));
  const billing = await billingOf(tx, company.id);
  const number = formatNumber(billing.numberPattern, year, await takeNumbers(tx, company.id, year, 1));
  const lines = await linesOf(tx, original.id);
  const reversals = new Map<number, number>();
  for (const entryId of new Set(lines.flatMap((line) => (line.entryId === null ? [] : [line.entryId])))) {
    reversals.set(entryId, (await reverseEntry(tx, entryId, context.userId, now)).id);
  }
  await unbillChargeLines(
    tx,
    company.id,
    lines.flatMap((line) => (line.chargeLineId === null ? [] : [line.chargeLineId])),
  );

  // Written as a draft (its lines may only join a draft), then issued with its number.
  const [cancellation] = await tx
    .insert(invoices)
    .values({
      companyId: company.id,
      kind: 'cancellation',
      membershipId: original.membershipId,
      recipientName: original.recipientName,
      recipientAddress: original.recipientAddress,
      recipientEmail: original.recipientEmail,
      cancelsInvoiceId: original.id,
      periodFrom: original.periodFrom,
      periodTo: original.periodTo,
      currency: original.currency,
      totalNet: -original.totalNet,
      totalVat: -original.totalVat,
      totalGross: -original.totalGross,
      note: `Storno der Rechnung ${original.number}`,
      createdByUserId: context.userId,
    })
    .returning({ id: invoices.id });
  if (!cancellation) throw new Error('the cancellation was not written');
  await insertLines(
    tx,
    lines.map(({ id: _id, invoiceId: _invoice, ...line }) => ({
      ...line,
      invoiceId: cancellation.id,
      quantity: -line.quantity,
      net: -line.net,
      vat: -line.vat,
      gross: -line.gross,
      entryId: line.entryId === null ? null : (reversals.get(line.entryId) ?? null),
    })),
  );
  await tx
    .update(invoices)
    .set({ status: 'issued', number, issuedAt: now, dueAt: today, updatedAt: now })
    .where(eq(invoices.id, cancellation.id));
  await tx.update(invoices).set({ status: 'cancelled', updatedAt: now }).where(eq(invoices.id, original.id));
  await writeAudit(tx, {
    ...context.actor,
    companyId: company.id,
    action: 'invoice.cancelled',
    subjectType: 'invoice',
    subjectId: original.id,
    after: { cancellation_id: cancellation.id, number },
  });
  return cancellation.id;
}
