import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { testDatabaseKind } from '../../../../test/database';
import { buildCompany, buildMember } from '../../../../test/factories';
import { buildBilling, buildInvoice, buildMandate } from '../../../../test/factories/invoices';
import { xRechnungXml, zugferdPdf } from './e-invoice';
import type { InvoiceDocument } from './invoice-document';
import { loadInvoiceDocument } from './load-invoice-document';

// Namespace prefixes dropped, attributes kept as `@_name`, every value as text: the terms are compared as written.
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['InvoiceLine', 'TaxSubtotal', 'IncludedSupplyChainTradeLineItem', 'ApplicableTradeTax'].includes(name),
});
const money = (minor: number) => (minor / 100).toFixed(2);
const text = (node: unknown) => (typeof node === 'object' && node !== null ? (node as { '#text': string })['#text'] : node);

describe(`e-invoices (XRechnung, ZUGFeRD EN 16931) on ${testDatabaseKind}`, () => {
  const t = useTestApp();
  let document: InvoiceDocument;
  let collected: InvoiceDocument;

  beforeAll(async () => {
    const company = await buildCompany(t.db, {
      name: 'Luftsportverein Musterstadt e. V.',
      street: 'Am Flugplatz 1',
      postalCode: '12345',
      city: 'Musterstadt',
      email: 'kasse@lsv-musterstadt.example',
      phone: '+49 123 4567',
    });
    await buildBilling(t.db, company.id);
    const member = await buildMember(t.db, ['member'], company.id);
    const invoice = await buildInvoice(t.db, company.id, { membershipId: member.membership.id, number: '2026-00042' });
    const loaded = await loadInvoiceDocument(t.db, company.id, invoice.id);
    const debtor = await buildMember(t.db, ['member'], company.id);
    await buildMandate(t.db, company.id, debtor.membership.id, 'LSV-0009');
    const debited = await loadInvoiceDocument(
      t.db,
      company.id,
      (await buildInvoice(t.db, company.id, { membershipId: debtor.membership.id })).id,
    );
    if (!loaded || !debited) throw new Error('no document');
    document = loaded;
    collected = debited;
  });

  it('writes every mandatory EN 16931 term of the XRechnung (UBL) as the invoice has it', async () => {
    const { Invoice: ubl } = parser.parse(await xRechnungXml(document));
    expect(ubl.CustomizationID).toBe('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(ubl.ID).toBe('2026-00042'); // BT-1
    expect(ubl.IssueDate).toBe('2026-11-02'); // BT-2
    expect(ubl.InvoiceTypeCode).toBe('380'); // BT-3
    expect(ubl.DocumentCurrencyCode).toBe('EUR'); // BT-5
    expect(ubl.DueDate).toBe('2026-11-16'); // BT-9
    expect(ubl.BuyerReference).toBe(String(document.recipient.membershipId)); // BT-10
    expect(ubl.InvoicePeriod).toEqual({ StartDate: '2026-10-01', EndDate: '2026-10-31' }); // BG-14
    const seller = ubl.AccountingSupplierParty.Party;
    expect(seller.PartyLegalEntity.RegistrationName).toBe('Luftsportverein Musterstadt e. V.'); // BT-27
    expect(seller.PostalAddress).toMatchObject({ StreetName: 'Am Flugplatz 1', CityName: 'Musterstadt', PostalZone: '12345' }); // BG-5
    expect(text(seller.PostalAddress.Country.IdentificationCode)).toBe('DE'); // BT-40
    expect(seller.PartyTaxScheme.map((scheme: { CompanyID: string }) => scheme.CompanyID)).toEqual([
      'DE123456789',
      '143/215/50012',
    ]); // BT-31, BT-32
    expect(text(seller.EndpointID)).toBe('kasse@lsv-musterstadt.example'); // BT-34
    const buyer = ubl.AccountingCustomerParty.Party;
    expect(buyer.PartyLegalEntity.RegistrationName).toBe('Erika Mustermann'); // BT-44
    expect(buyer.PostalAddress).toMatchObject({ StreetName: 'Hauptstraße 5', CityName: 'Musterstadt', PostalZone: '12345' }); // BG-8
    expect(ubl.PaymentMeans.PaymentMeansCode).toBe('58'); // BT-81
    expect(ubl.PaymentMeans.PayeeFinancialAccount.ID).toBe('DE02120300000000202051'); // BT-84
    const totals = ubl.LegalMonetaryTotal;
    expect(text(totals.LineExtensionAmount)).toBe(money(document.totals.net)); // BT-106
    expect(text(totals.TaxExclusiveAmount)).toBe(money(document.totals.net)); // BT-109
    expect(text(ubl.TaxTotal.TaxAmount)).toBe(money(document.totals.vat)); // BT-110
    expect(text(totals.TaxInclusiveAmount)).toBe(money(document.totals.gross)); // BT-112
    expect(text(totals.PayableAmount)).toBe(money(document.totals.gross)); // BT-115
    expect(
      ubl.TaxTotal.TaxSubtotal.map(
        (sub: { TaxableAmount: unknown; TaxAmount: unknown; TaxCategory: { ID: string; Percent: string } }) => [
          text(sub.TaxableAmount),
          text(sub.TaxAmount),
          sub.TaxCategory.ID,
          sub.TaxCategory.Percent,
        ],
      ),
    ).toEqual(
      document.vatBreakdown.map((rate) => [money(rate.net), money(rate.vat), rate.rate > 0 ? 'S' : 'E', String(rate.rate / 100)]),
    ); // BG-23
    expect(ubl.TaxTotal.TaxSubtotal[2].TaxCategory.TaxExemptionReason).toContain('nicht steuerbar'); // BT-120
    expect(ubl.InvoiceLine).toHaveLength(document.lines.length); // BG-25
    for (const [index, line] of document.lines.entries()) {
      const xml = ubl.InvoiceLine[index];
      expect(xml.ID).toBe(String(line.position)); // BT-126
      expect(text(xml.InvoicedQuantity)).toBe(String(line.quantity)); // BT-129
      expect(text(xml.LineExtensionAmount)).toBe(money(line.net)); // BT-131
      expect(xml.Item.Name).toBe(line.description); // BT-153
      expect(xml.Item.ClassifiedTaxCategory.Percent).toBe(String(line.vatRate / 100)); // BT-152
    }
  });

  it('names the mandate, the creditor id and the debited account for a direct debit', async () => {
    const { Invoice: ubl } = parser.parse(await xRechnungXml(collected));
    expect(ubl.PaymentMeans.PaymentMeansCode).toBe('59');
    expect(ubl.PaymentMeans.PaymentMandate.ID).toBe('LSV-0009'); // BT-89
    expect(ubl.PaymentMeans.PaymentMandate.PayerFinancialAccount.ID).toBe('DE89370400440532013000'); // BT-91
    expect(text(ubl.AccountingSupplierParty.Party.PartyIdentification.ID)).toBe('DE98ZZZ09999999999'); // BT-90
  });

  it('makes the ZUGFeRD PDF/A-3 with the CII XML of the EN 16931 profile embedded', async () => {
    const pdf = await zugferdPdf(document);
    const folder = mkdtempSync(join(tmpdir(), 'zugferd-'));
    writeFileSync(join(folder, 'invoice.pdf'), pdf);
    execFileSync('pdfdetach', ['-saveall', '-o', folder, join(folder, 'invoice.pdf')]);
    expect(pdf.toString('latin1')).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    const { CrossIndustryInvoice: cii } = parser.parse(readFileSync(join(folder, 'factur-x.xml'), 'utf8'));
    expect(cii.ExchangedDocumentContext.GuidelineSpecifiedDocumentContextParameter.ID).toBe('urn:cen.eu:en16931:2017');
    expect(cii.ExchangedDocument.ID).toBe('2026-00042');
    expect(cii.ExchangedDocument.TypeCode).toBe('380');
    expect(text(cii.ExchangedDocument.IssueDateTime.DateTimeString)).toBe('20261102');
    const trade = cii.SupplyChainTradeTransaction;
    expect(trade.IncludedSupplyChainTradeLineItem).toHaveLength(3);
    expect(trade.ApplicableHeaderTradeAgreement.SellerTradeParty.Name).toBe('Luftsportverein Musterstadt e. V.');
    expect(trade.ApplicableHeaderTradeAgreement.BuyerTradeParty.Name).toBe('Erika Mustermann');
    const settlement = trade.ApplicableHeaderTradeSettlement;
    expect(settlement.InvoiceCurrencyCode).toBe('EUR');
    const sums = settlement.SpecifiedTradeSettlementHeaderMonetarySummation;
    expect(text(sums.LineTotalAmount)).toBe(money(document.totals.net));
    expect(text(sums.TaxBasisTotalAmount)).toBe(money(document.totals.net));
    expect(text(sums.TaxTotalAmount)).toBe(money(document.totals.vat));
    expect(text(sums.GrandTotalAmount)).toBe(money(document.totals.gross));
    expect(text(sums.DuePayableAmount)).toBe(money(document.totals.gross));
    expect(
      settlement.ApplicableTradeTax.map((tax: Record<string, string>) => [
        text(tax.BasisAmount),
        text(tax.CalculatedAmount),
        tax.RateApplicablePercent,
      ]),
    ).toEqual(document.vatBreakdown.map((rate) => [money(rate.net), money(rate.vat), String(rate.rate / 100)]));
  });
});
