import { randomBytes } from 'node:crypto';
import type { SepaCollectionCreate } from '@portal/contracts';
import { sepaMessages } from '@portal/contracts/sepa-messages';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, memberships, sepaCollectionItems, sepaCollections, sepaMandates, users } from '../../db/schema';
import { todayIn } from '../../lib/dates';
import { conflict, invalid } from '../../lib/errors';
import { composeMail, sendMail } from '../mail';
import { creditorOf } from './billing';
import { preNotificationMail } from './mails';
import { sepaId } from './sepa-text';

/** Which invoices may be collected: open, of a member with a live mandate, not already in a run. */
async function collectableInvoices(tx: Executor, companyId: number, invoiceIds: number[]) {
  const rows = await tx
    .select({
      invoice: invoices,
      mandate: sepaMandates,
      email: users.email,
      locale: users.locale,
    })
    .from(invoices)
    .innerJoin(sepaMandates, and(eq(sepaMandates.membershipId, invoices.membershipId), isNull(sepaMandates.revokedAt)))
    .innerJoin(memberships, eq(memberships.id, invoices.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(invoices.companyId, companyId), inArray(invoices.id, invoiceIds)))
    .orderBy(invoices.id)
    .for('update', { of: invoices });
  const open = rows.filter(
    ({ invoice }) =>
      invoice.kind === 'invoice' &&
      (invoice.status === 'issued' || invoice.status === 'partially_paid') &&
      !invoice.collectionPending &&
      invoice.totalGross > invoice.paidAmount,
  );
  if (open.length !== new Set(invoiceIds).size) throw conflict(sepaMessages.invoiceNotCollectable);
  return open;
}

/**
 * A collection run: one item per invoice for what is still open on it, FRST for a mandate's first
 * use and RCUR after; the invoices are marked as being collected, and each member gets the
 * pre-notification (amount, date, mandate, creditor) in their language.
 */
export async function createCollection(tx: Executor, companyId: number, userId: number | null, body: SepaCollectionCreate) {
  const creditor = await creditorOf(tx, companyId);
  if (body.collection_date <= todayIn(creditor.timezone)) throw invalid('collection_date', sepaMessages.collectionDateInPast);
  const rows = await collectableInvoices(tx, companyId, body.invoice_ids);
  const items = rows.map(({ invoice, mandate }) => ({
    invoice,
    mandate,
    amount: invoice.totalGross - invoice.paidAmount,
    sequence: mandate.firstCollectedAt ? ('RCUR' as const) : ('FRST' as const),
  }));
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const [collection] = await tx
    .insert(sepaCollections)
    .values({
      companyId,
      messageId: sepaId(`LS-${companyId}-${stamp}-${randomBytes(3).toString('hex')}`),
      format: body.format,
      collectionDate: body.collection_date,
      itemCount: items.length,
      controlSum: items.reduce((sum, item) => sum + item.amount, 0),
      createdByUserId: userId,
    })
    .returning();
  if (!collection) throw new Error('collection was not written');
  await tx.insert(sepaCollectionItems).values(
    items.map((item) => ({
      companyId,
      collectionId: collection.id,
      invoiceId: item.invoice.id,
      mandateId: item.mandate.id,
      sequence: item.sequence,
      endToEndId: sepaId(`${item.invoice.number ?? item.invoice.id}-${collection.id}`),
      amount: item.amount,
    })),
  );
  await tx.update(invoices).set({ collectionPending: true }).where(inArray(invoices.id, body.invoice_ids));
  const mandateIds = [...new Set(items.filter((item) => item.sequence === 'FRST').map((item) => item.mandate.id))];
  if (mandateIds.length > 0) {
    await tx.update(sepaMandates).set({ firstCollectedAt: new Date() }).where(inArray(sepaMandates.id, mandateIds));
  }
  for (const mandateId of new Set(items.map((item) => item.mandate.id))) {
    const own = rows.filter((row) => row.mandate.id === mandateId);
    const first = own[0];
    if (!first) continue;
    await sendMail(
      tx,
      composeMail(preNotificationMail, first, {
        company: creditor.name,
        creditorId: creditor.creditorId,
        mandateReference: first.mandate.reference,
        iban: first.mandate.iban,
        date: body.collection_date,
        amount: items.filter((item) => item.mandate.id === mandateId).reduce((sum, item) => sum + item.amount, 0),
        currency: first.invoice.currency,
        invoices: own.map((row) => row.invoice.number).join(', '),
      }),
    );
  }
  return collection;
}
