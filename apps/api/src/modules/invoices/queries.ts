import type { InvoiceListQuery } from '@portal/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import { addDays } from '../../lib/dates';
import { likeContains } from '../../lib/pagination';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

/** An invoice is open while issued and not fully paid (a cancellation is never open). */
export const openStatuses = ['issued', 'partially_paid'] as const;

/** The invoice's day: its issue day in the company's zone, a draft's creation day. */
const invoiceDay = (timeZone: string) =>
  sql`(coalesce(${invoices.issuedAt}, ${invoices.createdAt}) at time zone ${timeZone})::date`;

/** Overdue: open, an invoice (not a cancellation), and its due day before `today`. */
export const overdueCondition = (today: string) =>
  and(inArray(invoices.status, [...openStatuses]), eq(invoices.kind, 'invoice'), lt(invoices.dueAt, today)) as SQL;

export function invoiceConditions(
  companyId: number,
  timeZone: string,
  today: string,
  query: Omit<InvoiceListQuery, 'page' | 'per_page' | 'paginate'> & { issued?: boolean },
): SQL {
  const search = query.search ? likeContains(query.search) : null;
  return and(
    eq(invoices.companyId, companyId),
    query.status ? eq(invoices.status, query.status) : undefined,
    query.issued ? ne(invoices.status, 'draft') : undefined,
    query.membership_id ? eq(invoices.membershipId, query.membership_id) : undefined,
    query.from ? gte(invoiceDay(timeZone), sql`${query.from}::date`) : undefined,
    query.to ? lt(invoiceDay(timeZone), sql`${addDays(query.to, 1)}::date`) : undefined,
    query.overdue === 'true' ? overdueCondition(today) : undefined,
    query.overdue === 'false' ? sql`not (${overdueCondition(today)})` : undefined,
    search ? or(ilike(invoices.number, search), ilike(invoices.recipientName, search)) : undefined,
  ) as SQL;
}

export async function countInvoices(db: Executor, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invoices).where(where);
  return row?.n ?? 0;
}

/** What the filtered invoices add up to: gross of the issued (not drafts), and what is still open. */
export async function sumInvoices(db: Executor, where: SQL) {
  const [row] = await db
    .select({
      totalGross: sql<string>`coalesce(sum(${invoices.totalGross}) filter (where ${invoices.status} <> 'draft'), 0)`,
      open: sql<string>`coalesce(sum(${invoices.totalGross} - ${invoices.paidAmount}) filter (where ${inArray(invoices.status, [...openStatuses])} and ${invoices.kind} = 'invoice'), 0)`,
    })
    .from(invoices)
    .where(where);
  return { totalGross: Number(row?.totalGross ?? 0), open: Number(row?.open ?? 0) };
}

/** Newest first: drafts (no issue time yet) on top, then by issue time. */
export function listInvoices(db: Executor, where: SQL, limit?: number, offset?: number) {
  const query = db.select().from(invoices).where(where).orderBy(sql`${invoices.issuedAt} desc nulls first`, desc(invoices.id));
  return limit === undefined ? query : query.limit(limit).offset(offset ?? 0);
}

export type VatBreakdownRow = { invoiceId: number; vatRate: number; net: number; vat: number; gross: number; lines: number };

/** Per invoice and VAT rate: the lines' sums (one query for a page of invoices). */
export async function breakdowns(db: Executor, invoiceIds: number[]): Promise<Map<number, VatBreakdownRow[]>> {
  const byInvoice = new Map<number, VatBreakdownRow[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select({
      invoiceId: invoiceLines.invoiceId,
      vatRate: invoiceLines.vatRate,
      net: sum(invoiceLines.net).mapWith(Number),
      vat: sum(invoiceLines.vat).mapWith(Number),
      gross: sum(invoiceLines.gross).mapWith(Number),
      lines: count(),
    })
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .groupBy(invoiceLines.invoiceId, invoiceLines.vatRate)
    .orderBy(asc(invoiceLines.vatRate));
  for (const row of rows) byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), row]);
  return byInvoice;
}

/** Which of these invoices a cancellation cancels: invoice id → cancellation id. */
export async function cancellationsOf(db: Executor, invoiceIds: number[]): Promise<Map<number, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ id: invoices.id, cancels: invoices.cancelsInvoiceId })
    .from(invoices)
    .where(inArray(invoices.cancelsInvoiceId, invoiceIds));
  return new Map(rows.map((row) => [row.cancels as number, row.id]));
}

export async function findInvoice(db: Executor, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

export function linesOf(db: Executor, invoiceId: number) {
  return db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.position));
}
