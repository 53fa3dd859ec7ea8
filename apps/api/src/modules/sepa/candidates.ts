import type { SepaCandidate } from '@portal/contracts';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, sepaMandates } from '../../db/schema';

/** The open invoices of members with a live mandate that no run is collecting yet, oldest due first. */
export async function collectionCandidates(db: Executor, companyId: number): Promise<SepaCandidate[]> {
  const rows = await db
    .select({
      invoiceId: invoices.id,
      number: invoices.number,
      membershipId: sepaMandates.membershipId,
      dueAt: invoices.dueAt,
      open: sql<number>`${invoices.totalGross} - ${invoices.paidAmount}`.mapWith(Number),
      reference: sepaMandates.reference,
      accountHolder: sepaMandates.accountHolder,
      firstCollectedAt: sepaMandates.firstCollectedAt,
    })
    .from(invoices)
    .innerJoin(sepaMandates, and(eq(sepaMandates.membershipId, invoices.membershipId), isNull(sepaMandates.revokedAt)))
    .where(
      and(
        eq(invoices.companyId, companyId),
        eq(invoices.kind, 'invoice'),
        inArray(invoices.status, ['issued', 'partially_paid']),
        eq(invoices.collectionPending, false),
        gt(invoices.totalGross, invoices.paidAmount),
      ),
    )
    .orderBy(asc(invoices.dueAt), asc(invoices.id))
    .limit(1000);
  return rows.map((row) => ({
    invoice_id: row.invoiceId,
    invoice_number: row.number,
    membership_id: row.membershipId,
    debtor_name: row.accountHolder,
    due_at: row.dueAt,
    open_amount: row.open,
    mandate_reference: row.reference,
    sequence: row.firstCollectedAt ? 'RCUR' : 'FRST',
  }));
}
