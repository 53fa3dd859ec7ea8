import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { testDatabaseKind } from '../../../../test/database';
import { buildCompany, buildMember } from '../../../../test/factories';
import { buildBilling, buildInvoice, buildMandate } from '../../../../test/factories/invoices';
import { invoicePdf } from './invoice-pdf';
import { loadInvoiceDocument } from './load-invoice-document';

const folder = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));

/** The PDF's text as poppler reads it, with its layout kept so a label and its value share a line. */
function pdfText(pdf: Buffer, name: string) {
  const file = join(folder, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe(`invoice documents on ${testDatabaseKind}`, () => {
  const t = useTestApp();
  let companyId: number;
  let membershipId: number;

  beforeAll(async () => {
    const company = await buildCompany(t.db, {
      name: 'Luftsportverein Musterstadt e. V.',
      street: 'Am Flugplatz 1',
      postalCode: '12345',
      city: 'Musterstadt',
    });
    companyId = company.id;
    await buildBilling(t.db, companyId);
    membershipId = (await buildMember(t.db, ['member'], companyId)).membership.id;
  });

  it('reads an issued invoice into the document with its VAT breakdown and GiroCode', async () => {
    const invoice = await buildInvoice(t.db, companyId, { membershipId, number: '2026-00042' });
    const document = await loadInvoiceDocument(t.db, companyId, invoice.id);
    expect(document).toMatchObject({
      number: '2026-00042',
      language: 'de',
      issuedOn: '2026-11-02',
      dueOn: '2026-11-16',
      issuer: { name: 'Luftsportverein Musterstadt e. V.', city: 'Musterstadt', taxNumber: '143/215/50012' },
      recipient: { name: 'Erika Mustermann', membershipId },
      totals: { gross: 36_640 },
      hasExemptLines: true,
      mandate: null,
    });
    expect(document?.vatBreakdown.map((rate) => [rate.rate, rate.gross])).toEqual([
      [1900, 22_500],
      [700, 2140],
      [0, 12_000],
    ]);
    expect(document?.giroCode?.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'BYLADEM1001',
      'Luftsportverein Musterstadt e. V.',
      'DE02120300000000202051',
      'EUR366.40',
      '',
      '',
      '2026-00042',
    ]);
  });

  it('prints number, dates, recipient, every line and the totals per rate', async () => {
    const invoice = await buildInvoice(t.db, companyId, { membershipId, number: '2026-00043' });
    const document = await loadInvoiceDocument(t.db, companyId, invoice.id);
    if (!document) throw new Error('no document');
    const text = pdfText(await invoicePdf(document), 'invoice');
    expect(text).toContain('Rechnung 2026-00043');
    expect(text).toMatch(/Rechnungsdatum\s+02\.11\.2026/);
    expect(text).toMatch(/Leistungszeitraum\s+01\.10\.2026 – 31\.10\.2026/);
    expect(text).toMatch(/Fällig am\s+16\.11\.2026/);
    expect(text).toMatch(/Steuernummer\s+143\/215\/50012/);
    expect(text).toContain('Erika Mustermann');
    expect(text).toContain('Hauptstraße 5');
    expect(text).toMatch(/D-EABC Charterzeit\s+90 Min\.\s+2,50\s+19\s?%\s+189,08\s+225,00/);
    expect(text).toMatch(/Landegebühr EDFE\s+2 Ldg\.\s+10,70\s+7\s?%\s+20,00\s+21,40/);
    expect(text).toMatch(/Umsatzsteuer 19 % \(Netto 189,08 €\)\s+35,92 €/);
    expect(text).toMatch(/Gesamtbetrag\s+366,40 €/);
    expect(text).toContain('nicht steuerbar');
    expect(text).toContain('IBAN DE02120300000000202051');
    expect(text).toContain('GiroCode');
  });

  it('says the invoice is collected by direct debit when the member has a live mandate, and leaves the GiroCode out', async () => {
    const debtor = (await buildMember(t.db, ['member'], companyId)).membership.id;
    await buildMandate(t.db, companyId, debtor, 'LSV-0007');
    const invoice = await buildInvoice(t.db, companyId, { membershipId: debtor });
    const document = await loadInvoiceDocument(t.db, companyId, invoice.id);
    if (!document) throw new Error('no document');
    expect(document.giroCode).toBeNull();
    const text = pdfText(await invoicePdf(document), 'mandate');
    expect(text).toContain('SEPA-Lastschrift');
    expect(text).toContain('Mandatsreferenz LSV-0007');
    expect(text).toContain('DE98ZZZ09999999999');
    expect(text).not.toContain('GiroCode');
  });

  it('names the cancelled invoice on a cancellation, and marks a draft as not valid', async () => {
    const original = await buildInvoice(t.db, companyId, { membershipId, number: '2026-00050' });
    const storno = await buildInvoice(t.db, companyId, {
      membershipId,
      number: '2026-00051',
      cancelsInvoiceId: original.id,
      lines: [{ description: 'Storno Charterzeit', unitPrice: -10_000 }],
    });
    const cancellation = await loadInvoiceDocument(t.db, companyId, storno.id);
    if (!cancellation) throw new Error('no document');
    expect(cancellation.giroCode).toBeNull();
    const text = pdfText(await invoicePdf(cancellation), 'cancellation');
    expect(text).toContain('Stornorechnung 2026-00051');
    expect(text).toContain('Storniert die Rechnung 2026-00050 vom 02.11.2026.');
    expect(text).toMatch(/Gesamtbetrag\s+-100,00 €/);

    const draft = await loadInvoiceDocument(t.db, companyId, (await buildInvoice(t.db, companyId, { number: null })).id);
    if (!draft) throw new Error('no document');
    expect(draft.giroCode).toBeNull();
    expect(pdfText(await invoicePdf(draft), 'draft')).toContain('Rechnungsentwurf');
  });

  it('writes in the company country’s language and finds no invoice of another company', async () => {
    const norwegian = await buildCompany(t.db, { name: 'Oslo Flyklubb', country: 'NO', currency: 'NOK' });
    const invoice = await buildInvoice(t.db, norwegian.id, { number: 'NO-1' });
    const document = await loadInvoiceDocument(t.db, norwegian.id, invoice.id);
    if (!document) throw new Error('no document');
    expect(document.language).toBe('no');
    expect(pdfText(await invoicePdf(document), 'norwegian')).toContain('Faktura NO-1');
    expect(await loadInvoiceDocument(t.db, companyId, invoice.id)).toBeNull();
  });
});
