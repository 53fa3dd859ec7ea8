import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, paymentAllocations, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect & {
  allocations: { invoiceId: number; invoiceNumber: string | null; amount: number }[];
};

export async function countPayments(db: Executor, membershipId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(payments).where(eq(payments.membershipId, membershipId));
  return row?.total ?? 0;
}

/** Payments with what each settled, newest first. */
export async function listPayments(
  db: Executor,
  where: { membershipId?: number; ids?: number[] },
  limit?: number,
  offset?: number,
) {
  const filter = where.ids ? inArray(payments.id, where.ids) : eq(payments.membershipId, where.membershipId ?? 0);
  const rows = await db
    .select()
    .from(payments)
    .where(filter)
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(limit ?? Number.MAX_SAFE_INTEGER)
    .offset(offset ?? 0);
  if (rows.length === 0) return [];
  const allocations = await db
    .select({
      paymentId: paymentAllocations.paymentId,
      invoiceId: paymentAllocations.invoiceId,
      invoiceNumber: invoices.number,
      amount: paymentAllocations.amount,
    })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(
      inArray(
        paymentAllocations.paymentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(paymentAllocations.invoiceId);
  return rows.map(
    (row): PaymentRow => ({ ...row, allocations: allocations.filter((allocation) => allocation.paymentId === row.id) }),
  );
}
