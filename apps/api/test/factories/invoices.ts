import type { InvoiceUnit, TaxSphere } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { companyBilling, invoiceLines, invoices, sepaMandates } from '../../src/db/schema';

export interface LineInput {
  description: string;
  quantity?: number;
  unit?: InvoiceUnit;
  /** Gross per unit in minor units. */
  unitPrice: number;
  vatRate?: number;
  revenueAccount?: string;
  taxSphere?: TaxSphere | null;
  serviceDate?: string | null;
}

/** VAT taken out of the gross, half-up cents, as the charges price it. */
function split(gross: number, vatRate: number) {
  const net = Math.round((gross * 10_000) / (10_000 + vatRate));
  return { net, vat: gross - net };
}

/** The company's billing details (address comes from the company): bank account, tax number, creditor id. */
export async function buildBilling(db: Database, companyId: number, overrides: Partial<typeof companyBilling.$inferInsert> = {}) {
  const [row] = await db
    .insert(companyBilling)
    .values({
      companyId,
      taxNumber: '143/215/50012',
      vatId: 'DE123456789',
      accountHolder: 'Luftsportverein Musterstadt e. V.',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      creditorId: 'DE98ZZZ09999999999',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('billing not created');
  return row;
}

export async function buildMandate(db: Database, companyId: number, membershipId: number, reference = `M-${membershipId}`) {
  const [row] = await db
    .insert(sepaMandates)
    .values({
      companyId,
      membershipId,
      reference,
      signedOn: '2026-01-15',
      accountHolder: 'Test Pilot',
      iban: 'DE89370400440532013000',
    })
    .returning();
  if (!row) throw new Error('mandate not created');
  return row;
}

export interface InvoiceInput {
  membershipId?: number | null;
  recipientName?: string;
  recipientAddress?: string | null;
  recipientEmail?: string | null;
  lines?: LineInput[];
  /** Null leaves a draft; otherwise the invoice is issued with this number. */
  number?: string | null;
  issuedAt?: Date;
  dueAt?: string;
  periodFrom?: string;
  periodTo?: string;
  cancelsInvoiceId?: number;
}

const defaultLines: LineInput[] = [
  { description: 'D-EABC Charterzeit', quantity: 90, unit: 'minutes', unitPrice: 250, vatRate: 1900, taxSphere: 'zweckbetrieb' },
  { description: 'Landegebühr EDFE', quantity: 2, unit: 'landings', unitPrice: 1070, vatRate: 700, revenueAccount: '8300' },
  {
    description: 'Mitgliedsbeitrag',
    quantity: 1,
    unit: 'pieces',
    unitPrice: 12_000,
    vatRate: 0,
    revenueAccount: '8110',
    taxSphere: 'ideell',
  },
];

/**
 * An invoice written straight into the tables (a draft with its lines, then issued when it has a
 * number), so document tests stand without the invoices service.
 */
export async function buildInvoice(db: Database, companyId: number, input: InvoiceInput = {}) {
  const lines = (input.lines ?? defaultLines).map((line, index) => {
    const quantity = line.quantity ?? 1;
    const vatRate = line.vatRate ?? 1900;
    const gross = quantity * line.unitPrice;
    return {
      companyId,
      position: index + 1,
      source: 'manual' as const,
      description: line.description,
      quantity,
      unit: line.unit ?? 'pieces',
      unitPrice: line.unitPrice,
      vatRate,
      gross,
      ...split(gross, vatRate),
      revenueAccount: line.revenueAccount ?? '8400',
      taxSphere: line.taxSphere ?? null,
      serviceDate: line.serviceDate ?? '2026-10-12',
    };
  });
  const sum = (key: 'net' | 'vat' | 'gross') => lines.reduce((total, line) => total + line[key], 0);
  return db.transaction(async (tx) => {
    const [draft] = await tx
      .insert(invoices)
      .values({
        companyId,
        kind: input.cancelsInvoiceId ? 'cancellation' : 'invoice',
        cancelsInvoiceId: input.cancelsInvoiceId ?? null,
        membershipId: input.membershipId ?? null,
        recipientName: input.recipientName ?? 'Erika Mustermann',
        recipientAddress: input.recipientAddress === undefined ? 'Hauptstraße 5\n12345 Musterstadt' : input.recipientAddress,
        recipientEmail: input.recipientEmail === undefined ? 'erika@example.test' : input.recipientEmail,
        periodFrom: input.periodFrom ?? '2026-10-01',
        periodTo: input.periodTo ?? '2026-10-31',
        currency: 'EUR',
        totalNet: sum('net'),
        totalVat: sum('vat'),
        totalGross: sum('gross'),
      })
      .returning();
    if (!draft) throw new Error('invoice not created');
    if (lines.length > 0) await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: draft.id })));
    const number = input.number === undefined ? `2026-${String(draft.id).padStart(5, '0')}` : input.number;
    if (number === null) return draft;
    const [issued] = await tx
      .update(invoices)
      .set({
        status: 'issued',
        number,
        issuedAt: input.issuedAt ?? new Date('2026-11-02T09:00:00Z'),
        dueAt: input.dueAt ?? '2026-11-16',
      })
      .where(eq(invoices.id, draft.id))
      .returning();
    if (!issued) throw new Error('invoice not issued');
    return issued;
  });
}
