import { invoiceMessages as says } from '@portal/contracts/invoices-messages';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceLines, invoices, memberships, users } from '../../db/schema';
import { addDays, todayIn } from '../../lib/dates';
import { AppError, conflict, notFound } from '../../lib/errors';
import { writeAudit } from '../audit';
import { billChargeLines } from '../charges';
import { billingOf } from './billing-details';
import type { InvoiceContext } from './drafts';
import { formatNumber, takeNumbers } from './numbering';
import { postManualLines } from './post-lines';
import type { InvoiceLineRow } from './queries';

/**
 * Issues drafts in one transaction, numbered in id order from the company's range: each gets its
 * number, issue time, due date and its recipient as they now are; its charges become billed (and
 * their flights, once wholly billed) and its typed lines are booked. Any draft that is not one any
 * more (409), is empty (422) or bills a charge another invoice took (409) stops them all. `now`
 * is the issue time (the demo data issues last month's invoices at its start).
 */
export async function issueInvoices(tx: Executor, context: InvoiceContext, ids: number[], now = new Date()) {
  const { company } = context;
  const drafts = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, company.id), inArray(invoices.id, ids)))
    .orderBy(asc(invoices.id))
    .for('update');
  if (drafts.length !== new Set(ids).size) throw notFound();
  if (drafts.some((draft) => draft.status !== 'draft')) throw conflict(says.issued);
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, ids))
    .orderBy(asc(invoiceLines.position));
  const linesOf = new Map<number, InvoiceLineRow[]>();
  for (const line of lines) linesOf.set(line.invoiceId, [...(linesOf.get(line.invoiceId) ?? []), line]);
  if (drafts.some((draft) => !linesOf.has(draft.id))) throw new AppError('validation', says.empty);
  // A flight corrected after its draft was written took its old charge lines off the draft (the
  // foreign key cascades): the totals follow the lines that are left before the number is given.
  const totals = (column: string) =>
    sql.raw(`(select coalesce(sum(l.${column}), 0) from invoice_lines l where l.invoice_id = invoices.id)`);
  await tx
    .update(invoices)
    .set({ totalNet: totals('net'), totalVat: totals('vat'), totalGross: totals('gross') })
    .where(inArray(invoices.id, ids));

  const chargeIds = lines.flatMap((line) => (line.chargeLineId === null ? [] : [line.chargeLineId]));
  if ((await billChargeLines(tx, company.id, chargeIds, now)) !== chargeIds.length) throw conflict(says.chargesBilled);

  const billing = await billingOf(tx, company.id);
  const today = todayIn(company.timezone, now);
  const year = Number(today.slice(0, 4));
  const first = await takeNumbers(tx, company.id, year, drafts.length);
  const memberIds = drafts.flatMap((draft) => (draft.membershipId ? [draft.membershipId] : []));
  const members = memberIds.length
    ? await tx
        .select({ id: memberships.id, name: users.name, email: users.email })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(inArray(memberships.id, memberIds))
    : [];
  const memberById = new Map(members.map((member) => [member.id, member]));

  const issued: Array<{ id: number; number: string }> = [];
  for (const [index, draft] of drafts.entries()) {
    const number = formatNumber(billing.numberPattern, year, first + index);
    const entryId = await postManualLines(tx, draft, linesOf.get(draft.id) ?? [], number, context.userId);
    if (entryId !== null) {
      await tx
        .update(invoiceLines)
        .set({ entryId })
        .where(and(eq(invoiceLines.invoiceId, draft.id), eq(invoiceLines.source, 'manual')));
    }
    const member = draft.membershipId ? memberById.get(draft.membershipId) : undefined;
    await tx
      .update(invoices)
      .set({
        status: 'issued',
        number,
        issuedAt: now,
        dueAt: addDays(today, billing.paymentTermsDays),
        ...(member ? { recipientName: member.name, recipientEmail: member.email } : {}),
        updatedAt: now,
      })
      .where(eq(invoices.id, draft.id));
    issued.push({ id: draft.id, number });
  }
  await writeAudit(tx, {
    ...context.actor,
    companyId: company.id,
    action: 'invoice.issued',
    subjectType: 'invoice',
    subjectId: issued.length === 1 ? issued[0]?.id : null,
    after: { invoices: issued },
  });
  return issued;
}
