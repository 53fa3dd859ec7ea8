import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, sepaCollectionItems, sepaCollections, sepaMandates } from '../../db/schema';

export type CollectionRow = typeof sepaCollections.$inferSelect;
export type CollectionItemRow = typeof sepaCollectionItems.$inferSelect & {
  invoiceNumber: string | null;
  membershipId: number | null;
  remittance: string | null;
  mandate: typeof sepaMandates.$inferSelect;
};

export async function countCollections(db: Executor, companyId: number) {
  const [row] = await db.select({ total: count() }).from(sepaCollections).where(eq(sepaCollections.companyId, companyId));
  return row?.total ?? 0;
}

export async function listCollections(db: Executor, companyId: number, limit?: number, offset?: number) {
  return db
    .select()
    .from(sepaCollections)
    .where(eq(sepaCollections.companyId, companyId))
    .orderBy(desc(sepaCollections.createdAt), desc(sepaCollections.id))
    .limit(limit ?? Number.MAX_SAFE_INTEGER)
    .offset(offset ?? 0);
}

export async function findCollection(db: Executor, id: number): Promise<CollectionRow | undefined> {
  const [row] = await db.select().from(sepaCollections).where(eq(sepaCollections.id, id));
  return row;
}

/** The items of some runs with their invoice and the mandate they are collected under. */
export async function itemsOf(db: Executor, collectionIds: number[]): Promise<CollectionItemRow[]> {
  if (collectionIds.length === 0) return [];
  const rows = await db
    .select({
      item: sepaCollectionItems,
      invoiceNumber: invoices.number,
      membershipId: invoices.membershipId,
      mandate: sepaMandates,
    })
    .from(sepaCollectionItems)
    .innerJoin(invoices, eq(invoices.id, sepaCollectionItems.invoiceId))
    .innerJoin(sepaMandates, eq(sepaMandates.id, sepaCollectionItems.mandateId))
    .where(inArray(sepaCollectionItems.collectionId, collectionIds))
    .orderBy(sepaCollectionItems.id);
  return rows.map((row) => ({
    ...row.item,
    invoiceNumber: row.invoiceNumber,
    membershipId: row.membershipId,
    remittance: row.invoiceNumber,
    mandate: row.mandate,
  }));
}
