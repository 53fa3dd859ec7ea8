import type { SepaReturn } from '@portal/contracts';
import { sepaMessages } from '@portal/contracts/sepa-messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, sepaCollectionItems, sepaCollections } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { companyAccountId, memberAccountId, postEntry } from '../accounts';
import { bookPayment, returnPayment } from '../payments';
import type { CollectionRow } from './collection-queries';

/**
 * The bank collected the run: each item becomes a direct debit payment of its member on the
 * collection date that settles its invoice, and the invoices are no longer pending.
 */
export async function confirmCollection(tx: Executor, collection: CollectionRow, userId: number | null) {
  const [locked] = await tx.select().from(sepaCollections).where(eq(sepaCollections.id, collection.id)).for('update');
  if (locked?.status !== 'exported') throw conflict(sepaMessages.alreadyConfirmed);
  const items = await tx
    .select({ item: sepaCollectionItems, membershipId: invoices.membershipId, number: invoices.number })
    .from(sepaCollectionItems)
    .innerJoin(invoices, eq(invoices.id, sepaCollectionItems.invoiceId))
    .where(and(eq(sepaCollectionItems.collectionId, collection.id), eq(sepaCollectionItems.status, 'pending')));
  await tx
    .update(invoices)
    .set({ collectionPending: false })
    .where(
      inArray(
        invoices.id,
        items.map(({ item }) => item.invoiceId),
      ),
    );
  for (const { item, membershipId, number } of items) {
    if (membershipId === null) throw new Error(`collected invoice ${item.invoiceId} has no member`);
    const payment = await bookPayment(tx, {
      companyId: collection.companyId,
      membershipId,
      method: 'direct_debit',
      amount: item.amount,
      paidAt: collection.collectionDate,
      reference: `Lastschrift ${number ?? item.invoiceId}`,
      invoiceIds: [item.invoiceId],
      userId,
    });
    await tx
      .update(sepaCollectionItems)
      .set({ status: 'collected', paymentId: payment.id })
      .where(eq(sepaCollectionItems.id, item.id));
  }
  await tx
    .update(sepaCollections)
    .set({ status: 'collected', confirmedAt: new Date() })
    .where(eq(sepaCollections.id, collection.id));
}

/** The bank's charges for returned debits (SKR03 4970 "Nebenkosten des Geldverkehrs"), passed on to the member. */
const RETURN_FEE_ACCOUNT = { code: '4970', kind: 'expense', name: 'Nebenkosten des Geldverkehrs' } as const;

/**
 * A returned debit (Rücklastschrift): the item's payment entry is reversed, which reopens its
 * invoice, and the bank's fee, when given, is charged to the member.
 */
export async function recordReturn(tx: Executor, collection: CollectionRow, body: SepaReturn, userId: number | null) {
  if (collection.status !== 'collected') throw conflict(sepaMessages.notConfirmed);
  const [found] = await tx
    .select({ item: sepaCollectionItems, membershipId: invoices.membershipId, number: invoices.number })
    .from(sepaCollectionItems)
    .innerJoin(invoices, eq(invoices.id, sepaCollectionItems.invoiceId))
    .where(and(eq(sepaCollectionItems.collectionId, collection.id), eq(sepaCollectionItems.invoiceId, body.invoice_id)))
    .for('update', { of: sepaCollectionItems });
  if (found?.item.status !== 'collected' || found.item.paymentId === null || found.membershipId === null) {
    throw conflict(sepaMessages.notInCollection);
  }
  await returnPayment(tx, found.item.paymentId, userId);
  await tx.update(sepaCollectionItems).set({ status: 'returned' }).where(eq(sepaCollectionItems.id, found.item.id));
  if (body.fee) {
    const member = await memberAccountId(tx, collection.companyId, found.membershipId);
    const expense = await companyAccountId(
      tx,
      collection.companyId,
      RETURN_FEE_ACCOUNT.code,
      RETURN_FEE_ACCOUNT.kind,
      RETURN_FEE_ACCOUNT.name,
    );
    await postEntry(tx, {
      companyId: collection.companyId,
      kind: 'charge',
      description: `Rücklastschriftgebühr ${found.number ?? body.invoice_id}`,
      lines: [
        { accountId: member, amount: -body.fee },
        { accountId: expense, amount: body.fee },
      ],
      createdByUserId: userId,
    });
  }
  return found.item;
}
