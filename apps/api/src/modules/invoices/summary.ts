import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices } from '../../db/schema';
import { openStatuses, overdueCondition } from './queries';

/** The company's open invoices (issued, not fully paid) and the overdue among them: how many, and what is still owed. */
export async function invoiceSummary(db: Executor, companyId: number, today: string) {
  const owed = sql`${invoices.totalGross} - ${invoices.paidAmount}`;
  const [row] = await db
    .select({
      openCount: sql<number>`count(*)::int`,
      openAmount: sql<string>`coalesce(sum(${owed}), 0)`,
      overdueCount: sql<number>`(count(*) filter (where ${overdueCondition(today)}))::int`,
      overdueAmount: sql<string>`coalesce(sum(${owed}) filter (where ${overdueCondition(today)}), 0)`,
    })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.kind, 'invoice'), inArray(invoices.status, [...openStatuses])));
  return {
    open: { count: row?.openCount ?? 0, amount: Number(row?.openAmount ?? 0) },
    overdue: { count: row?.overdueCount ?? 0, amount: Number(row?.overdueAmount ?? 0) },
  };
}
