import type { InvoiceRun, InvoiceRunResult } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, memberships, users } from '../../db/schema';
import { writeAudit } from '../audit';
import { chargeLine, insertLines, type NewLine, totalsOf } from './draft-lines';
import type { InvoiceContext } from './drafts';
import { type UnbilledCharge, unbilledCharges } from './unbilled-charges';

/**
 * The month end's invoice run: per member one collective invoice (Sammelrechnung) of their unbilled
 * charges of the period that no draft holds yet. A dry run answers the drafts it would write; else
 * they are written (in bulk: a few statements whatever the club's size) for accounting to issue.
 * Typed items are added to a member's draft afterwards; the run bills what the flights charged.
 */
export async function runInvoices(tx: Executor, context: InvoiceContext, run: InvoiceRun): Promise<InvoiceRunResult> {
  const { company } = context;
  const charges = await unbilledCharges(tx, company, null, { from: run.period_from, to: run.period_to });
  const byMember = new Map<number, UnbilledCharge[]>();
  for (const charge of charges) {
    const id = charge.line.membershipId as number;
    byMember.set(id, [...(byMember.get(id) ?? []), charge]);
  }
  const memberIds = [...byMember.keys()];
  const members = memberIds.length
    ? await tx
        .select({ id: memberships.id, name: users.name, email: users.email })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(inArray(memberships.id, memberIds))
    : [];
  members.sort((a, b) => a.name.localeCompare(b.name, 'de') || a.id - b.id);
  const planned = members.map((member) => {
    const memberCharges = byMember.get(member.id) ?? [];
    return { member, charges: memberCharges, totals: totalsOf(memberCharges.map((charge) => charge.line)) };
  });

  let ids: number[] = [];
  if (!run.dry_run && planned.length > 0) {
    const written = await tx
      .insert(invoices)
      .values(
        planned.map(({ member, totals }) => ({
          companyId: company.id,
          membershipId: member.id,
          recipientName: member.name,
          recipientEmail: member.email,
          periodFrom: run.period_from,
          periodTo: run.period_to,
          currency: company.currency,
          ...totals,
          createdByUserId: context.userId,
        })),
      )
      .returning({ id: invoices.id });
    // One statement draws the ids in row order: sorted, they line up with `planned`.
    ids = written.map((row) => row.id).sort((a, b) => a - b);
    const lines: NewLine[] = planned.flatMap(({ charges: memberCharges }, index) =>
      memberCharges.map((charge, position) =>
        chargeLine(charge, { companyId: company.id, invoiceId: ids[index] as number, position: position + 1 }),
      ),
    );
    await insertLines(tx, lines);
    await writeAudit(tx, {
      ...context.actor,
      companyId: company.id,
      action: 'invoice.run',
      subjectType: 'company',
      subjectId: company.id,
      after: { period_from: run.period_from, period_to: run.period_to, drafts: ids.length, lines: lines.length },
    });
  }
  const drafts = planned.map(({ member, charges: memberCharges, totals }, index) => ({
    membership_id: member.id,
    name: member.name,
    invoice_id: ids[index] ?? null,
    line_count: memberCharges.length,
    total_net: totals.totalNet,
    total_vat: totals.totalVat,
    total_gross: totals.totalGross,
  }));
  return {
    dry_run: run.dry_run,
    currency: company.currency,
    drafts,
    total_gross: drafts.reduce((sum, draft) => sum + draft.total_gross, 0),
  };
}
