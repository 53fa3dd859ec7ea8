import type { FeeCreate, FeeKind, FeeUpdate } from '@portal/contracts';
import { feeMessages as says } from '@portal/contracts/fee-messages';
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airplanes, fees } from '../../db/schema';
import { conflict, invalid } from '../../lib/errors';
import { likeContains } from '../../lib/pagination';
import type { FeeRow } from './presenter';

export interface FeeFilter {
  search?: string;
  kind?: FeeKind;
}

export function feeConditions(companyId: number, filter: FeeFilter): SQL | undefined {
  const conditions = [eq(fees.companyId, companyId)];
  if (filter.kind) conditions.push(eq(fees.kind, filter.kind));
  if (filter.search) {
    const pattern = likeContains(filter.search);
    conditions.push(or(ilike(fees.ident, pattern), ilike(fees.title, pattern)) as SQL);
  }
  return and(...conditions);
}

export async function listFees(db: Executor, companyId: number, filter: FeeFilter, limit?: number, offset?: number) {
  const query = db.select().from(fees).where(feeConditions(companyId, filter)).orderBy(asc(fees.ident), asc(fees.id));
  return limit === undefined ? query : query.limit(limit).offset(offset ?? 0);
}

export async function countFees(db: Executor, companyId: number, filter: FeeFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(fees).where(feeConditions(companyId, filter));
  return row?.n ?? 0;
}

async function assertIdentFree(db: Executor, companyId: number, ident: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: fees.id })
    .from(fees)
    .where(
      and(
        eq(fees.companyId, companyId),
        sql`lower(${fees.ident}) = lower(${ident})`,
        exceptId ? ne(fees.id, exceptId) : undefined,
      ),
    );
  if (taken) throw invalid('ident', says.identTaken);
}

export async function createFee(db: Executor, companyId: number, input: FeeCreate): Promise<FeeRow> {
  await assertIdentFree(db, companyId, input.ident);
  const [row] = await db
    .insert(fees)
    .values({
      companyId,
      ident: input.ident,
      title: input.title,
      kind: input.kind,
      amount: input.amount,
      vatRate: input.vat_rate,
      revenueAccount: input.revenue_account,
      taxSphere: input.tax_sphere,
      validFrom: input.valid_from ?? null,
      validUntil: input.valid_until ?? null,
    })
    .returning();
  return row as FeeRow;
}

export async function updateFee(db: Executor, fee: FeeRow, changes: FeeUpdate): Promise<FeeRow> {
  if (changes.ident !== undefined) await assertIdentFree(db, fee.companyId, changes.ident, fee.id);
  const validFrom = changes.valid_from === undefined ? fee.validFrom : changes.valid_from;
  const validUntil = changes.valid_until === undefined ? fee.validUntil : changes.valid_until;
  if (validFrom && validUntil && validUntil < validFrom) throw invalid('valid_until', says.validUntil);
  const [row] = await db
    .update(fees)
    .set({
      ident: changes.ident,
      title: changes.title,
      kind: changes.kind,
      amount: changes.amount,
      vatRate: changes.vat_rate,
      revenueAccount: changes.revenue_account,
      taxSphere: changes.tax_sphere,
      validFrom: changes.valid_from,
      validUntil: changes.valid_until,
      updatedAt: new Date(),
    })
    .where(eq(fees.id, fee.id))
    .returning();
  return row as FeeRow;
}

/** Refused (409) while an aircraft charges it as rental or booking fee. */
export async function deleteFee(db: Executor, fee: FeeRow): Promise<void> {
  const [user] = await db
    .select({ registration: airplanes.registration })
    .from(airplanes)
    .where(and(eq(airplanes.companyId, fee.companyId), or(eq(airplanes.feeId, fee.id), eq(airplanes.bookingFeeId, fee.id))))
    .limit(1);
  if (user) throw conflict(says.inUse(user.registration));
  await db.delete(fees).where(eq(fees.id, fee.id));
}
