import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { invoiceLines, invoices } from '../../src/db/schema';
import { buildCharge } from './accounts';

/**
 * An issued invoice of one typed line to a member, written directly (the invoices module is built
 * apart): the line's gross is charged to the member's account as issuing would.
 */
export async function buildIssuedInvoice(
  db: Database,
  companyId: number,
  membershipId: number,
  options: { gross?: number; dueAt?: string; issuedAt?: Date; recipientName?: string } = {},
) {
  const gross = options.gross ?? 10_000;
  const [draft] = await db
    .insert(invoices)
    .values({
      companyId,
      membershipId,
      recipientName: options.recipientName ?? 'Erika Mustermann',
      currency: 'EUR',
      totalNet: gross,
      totalGross: gross,
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
    })
    .returning();
  if (!draft) throw new Error('invoice not created');
  const entry = await buildCharge(db, companyId, membershipId, gross, 'Rechnung');
  await db.insert(invoiceLines).values({
    companyId,
    invoiceId: draft.id,
    position: 1,
    source: 'manual',
    entryId: entry.id,
    description: 'Flugstunden Oktober',
    quantity: 1,
    unit: 'pieces',
    unitPrice: gross,
    net: gross,
    gross,
    revenueAccount: '8400',
  });
  const [issued] = await db
    .update(invoices)
    .set({
      status: 'issued',
      number: `2026-${randomBytes(3).toString('hex')}`,
      issuedAt: options.issuedAt ?? new Date(),
      dueAt: options.dueAt ?? '2099-12-31',
    })
    .where(eq(invoices.id, draft.id))
    .returning();
  if (!issued) throw new Error('invoice not issued');
  return issued;
}
