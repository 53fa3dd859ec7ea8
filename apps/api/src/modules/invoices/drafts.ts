import type { InvoiceCreate, InvoiceUpdate } from '@portal/contracts';
import { invoiceMessages as says } from '@portal/contracts/invoices-messages';
import { and, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceLines, invoices, memberships, users } from '../../db/schema';
import { conflict, invalid } from '../../lib/errors';
import { type AuditActor, writeAudit } from '../audit';
import { chargeLine, insertLines, manualLine, type NewLine, totalsOf } from './draft-lines';
import type { InvoiceRow } from './queries';
import { unbilledCharges } from './unbilled-charges';

export interface InvoiceContext {
  company: { id: number; timezone: string; currency: string };
  userId: number | null;
  actor: AuditActor;
}

/** An approved member of the company as an invoice names them; anyone else is refused on `field`. */
export async function memberRecipient(db: Executor, companyId: number, membershipId: number, field = 'membership_id') {
  const [member] = await db
    .select({ name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.id, membershipId), eq(memberships.status, 'approved')));
  if (!member) throw invalid(field, says.notMember);
  return member;
}

/** A draft's totals, from its lines as they now are. */
async function refreshTotals(tx: Executor, invoiceId: number) {
  const lines = await tx
    .select({ net: invoiceLines.net, vat: invoiceLines.vat, gross: invoiceLines.gross })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId));
  await tx
    .update(invoices)
    .set({ ...totalsOf(lines), updatedAt: new Date() })
    .where(eq(invoices.id, invoiceId));
}

/** A draft to a member (with their unbilled charges of the period, if asked) or to anyone else. */
export async function createDraft(tx: Executor, context: InvoiceContext, input: InvoiceCreate): Promise<number> {
  const { company } = context;
  const member = input.membership_id ? await memberRecipient(tx, company.id, input.membership_id) : null;
  const recipient = member
    ? { name: member.name, address: null, email: member.email }
    : (input.recipient as NonNullable<InvoiceCreate['recipient']>);
  const [draft] = await tx
    .insert(invoices)
    .values({
      companyId: company.id,
      membershipId: input.membership_id,
      recipientName: recipient.name,
      recipientAddress: recipient.address,
      recipientEmail: recipient.email,
      periodFrom: input.period_from,
      periodTo: input.period_to,
      currency: company.currency,
      note: input.note,
      createdByUserId: context.userId,
    })
    .returning({ id: invoices.id });
  if (!draft) throw new Error('the draft was not written');
  const at = (position: number) => ({ companyId: company.id, invoiceId: draft.id, position });
  const charges =
    input.membership_id && input.include_unbilled
      ? await unbilledCharges(tx, company, [input.membership_id], { from: input.period_from, to: input.period_to })
      : [];
  const lines: NewLine[] = [
    ...charges.map((charge, index) => chargeLine(charge, at(index + 1))),
    ...input.lines.map((line, index) => manualLine(line, at(charges.length + index + 1))),
  ];
  await insertLines(tx, lines);
  await refreshTotals(tx, draft.id);
  await writeAudit(tx, {
    ...context.actor,
    companyId: company.id,
    action: 'invoice.drafted',
    subjectType: 'invoice',
    subjectId: draft.id,
    after: { membership_id: input.membership_id, lines: lines.length },
  });
  return draft.id;
}

/** A draft's row, locked for the change; an issued invoice is never changed (409). */
export async function lockDraft(tx: Executor, invoice: InvoiceRow): Promise<InvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id)).for('update');
  if (row?.status !== 'draft') throw conflict(says.issued);
  return row;
}

/** Changes a draft; `lines` replaces its typed lines and keeps the charges it bills. */
export async function updateDraft(tx: Executor, context: InvoiceContext, invoice: InvoiceRow, input: InvoiceUpdate) {
  const draft = await lockDraft(tx, invoice);
  const changes: Partial<typeof invoices.$inferInsert> = { updatedAt: new Date() };
  if (input.recipient) {
    if (draft.membershipId) throw invalid('recipient', says.recipientOne);
    changes.recipientName = input.recipient.name;
    changes.recipientAddress = input.recipient.address;
    changes.recipientEmail = input.recipient.email;
  }
  if (input.note !== undefined) changes.note = input.note;
  if (input.period_from !== undefined) changes.periodFrom = input.period_from;
  if (input.period_to !== undefined) changes.periodTo = input.period_to;
  const from = changes.periodFrom ?? draft.periodFrom;
  const to = changes.periodTo ?? draft.periodTo;
  if (from && to && from > to) throw invalid('period_to', says.periodOrder);
  await tx.update(invoices).set(changes).where(eq(invoices.id, draft.id));
  if (input.lines) {
    await tx.delete(invoiceLines).where(and(eq(invoiceLines.invoiceId, draft.id), eq(invoiceLines.source, 'manual')));
    const [last] = await tx
      .select({ position: max(invoiceLines.position) })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, draft.id));
    const first = (last?.position ?? 0) + 1;
    await insertLines(
      tx,
      input.lines.map((line, index) =>
        manualLine(line, { companyId: draft.companyId, invoiceId: draft.id, position: first + index }),
      ),
    );
    await refreshTotals(tx, draft.id);
  }
  await writeAudit(tx, {
    ...context.actor,
    companyId: draft.companyId,
    action: 'invoice.draft_changed',
    subjectType: 'invoice',
    subjectId: draft.id,
    after: input,
  });
}

export async function deleteDraft(tx: Executor, context: InvoiceContext, invoice: InvoiceRow) {
  const draft = await lockDraft(tx, invoice);
  await tx.delete(invoices).where(eq(invoices.id, draft.id));
  await writeAudit(tx, {
    ...context.actor,
    companyId: draft.companyId,
    action: 'invoice.draft_deleted',
    subjectType: 'invoice',
    subjectId: draft.id,
    before: { membership_id: draft.membershipId, total_gross: draft.totalGross },
  });
}
