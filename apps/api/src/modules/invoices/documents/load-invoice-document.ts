import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { companies, companyBilling, invoiceLines, invoices, memberships, sepaMandates, users } from '../../../db/schema';
import { languageOf } from '../../../lib/company-language';
import { todayIn } from '../../../lib/dates';
import { giroCodePayload } from './girocode';
import type { BankAccount, InvoiceDocument, InvoiceDocumentLine, MandateNote, VatBreakdown } from './invoice-document';

type InvoiceRow = typeof invoices.$inferSelect;

/** Net, VAT and gross per rate, highest rate first, as § 14 UStG asks them. */
export function vatBreakdownOf(lines: Pick<InvoiceDocumentLine, 'vatRate' | 'net' | 'vat' | 'gross'>[]): VatBreakdown[] {
  const byRate = new Map<number, VatBreakdown>();
  for (const line of lines) {
    const sum = byRate.get(line.vatRate) ?? { rate: line.vatRate, net: 0, vat: 0, gross: 0 };
    sum.net += line.net;
    sum.vat += line.vat;
    sum.gross += line.gross;
    byRate.set(line.vatRate, sum);
  }
  return [...byRate.values()].sort((a, b) => b.rate - a.rate);
}

async function liveMandate(db: Executor, invoice: InvoiceRow, creditorId: string | null): Promise<MandateNote | null> {
  if (invoice.membershipId === null || invoice.kind !== 'invoice') return null;
  const [mandate] = await db
    .select({ reference: sepaMandates.reference, signedOn: sepaMandates.signedOn, iban: sepaMandates.iban })
    .from(sepaMandates)
    .where(and(eq(sepaMandates.membershipId, invoice.membershipId), isNull(sepaMandates.revokedAt)));
  if (!mandate) return null;
  return { reference: mandate.reference, signedOn: mandate.signedOn, creditorId, iban: mandate.iban };
}

/** A GiroCode asks for a transfer: only on an issued euro invoice the member is not debited for. */
function giroCodeOf(invoice: InvoiceRow, bank: BankAccount | null, mandate: MandateNote | null) {
  if (!bank || mandate || !invoice.number || invoice.kind !== 'invoice' || invoice.currency !== 'EUR') return null;
  return giroCodePayload({
    bic: bank.bic,
    name: bank.holder,
    iban: bank.iban,
    amount: invoice.totalGross,
    remittance: invoice.number,
  });
}

async function cancelledInvoice(db: Executor, invoice: InvoiceRow, timeZone: string) {
  if (invoice.cancelsInvoiceId === null) return null;
  const [cancelled] = await db
    .select({ number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(and(eq(invoices.companyId, invoice.companyId), eq(invoices.id, invoice.cancelsInvoiceId)));
  if (!cancelled?.number || !cancelled.issuedAt) return null;
  return { number: cancelled.number, issuedOn: todayIn(timeZone, cancelled.issuedAt) };
}

/**
 * One invoice (issued, or a draft for a preview) with its lines, its issuer's address and billing
 * details and the member's live mandate, as the plain document every renderer reads. Null when
 * the company has no such invoice.
 */
export async function loadInvoiceDocument(db: Executor, companyId: number, invoiceId: number): Promise<InvoiceDocument | null> {
  const [found] = await db
    .select({
      invoice: invoices,
      company: companies,
      billing: companyBilling,
      member: { email: users.email, locale: users.locale },
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(companyBilling, eq(companyBilling.companyId, invoices.companyId))
    .leftJoin(memberships, eq(memberships.id, invoices.membershipId))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, invoiceId)));
  if (!found) return null;
  const { invoice, company, billing, member } = found;
  const lineRows = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  const lines: InvoiceDocumentLine[] = lineRows.map((line) => ({
    position: line.position,
    serviceDate: line.serviceDate,
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: line.unitPrice,
    net: line.net,
    vatRate: line.vatRate,
    vat: line.vat,
    gross: line.gross,
    revenueAccount: line.revenueAccount,
    taxSphere: line.taxSphere,
  }));
  const bank =
    billing?.iban != null
      ? { holder: billing.accountHolder ?? company.name, iban: billing.iban, bic: billing.bic ?? null }
      : null;
  const mandate = await liveMandate(db, invoice, billing?.creditorId ?? null);
  return {
    id: invoice.id,
    companyId: invoice.companyId,
    kind: invoice.kind,
    status: invoice.status,
    number: invoice.number,
    language: languageOf(company.country),
    issuedOn: invoice.issuedAt ? todayIn(company.timezone, invoice.issuedAt) : null,
    dueOn: invoice.dueAt,
    periodFrom: invoice.periodFrom,
    periodTo: invoice.periodTo,
    currency: invoice.currency,
    issuer: {
      name: company.name,
      street: company.street,
      postalCode: company.postalCode,
      city: company.city,
      country: company.country,
      email: company.email,
      phone: company.phone,
      taxNumber: billing?.taxNumber ?? null,
      vatId: billing?.vatId ?? null,
    },
    recipient: {
      name: invoice.recipientName,
      address: invoice.recipientAddress,
      email: invoice.recipientEmail ?? member?.email ?? null,
      membershipId: invoice.membershipId,
      locale: member?.locale ?? null,
    },
    lines,
    vatBreakdown: vatBreakdownOf(lines),
    totals: { net: invoice.totalNet, vat: invoice.totalVat, gross: invoice.totalGross },
    paymentTermsDays: billing?.paymentTermsDays ?? 14,
    bank,
    giroCode: giroCodeOf(invoice, bank, mandate),
    mandate,
    hasExemptLines: lines.some((line) => line.vatRate === 0),
    cancels: await cancelledInvoice(db, invoice, company.timezone),
    note: invoice.note,
  };
}
