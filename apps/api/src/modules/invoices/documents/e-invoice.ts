import { InvoiceService, type Logger } from '@e-invoice-eu/core';
import { documentFormat, documentTexts } from './document-texts';
import { eInvoiceData } from './e-invoice-data';
import type { InvoiceDocument } from './invoice-document';
import { invoicePdf } from './invoice-pdf';

/** The library reports what it fills in or cannot check; those notes are not our log's business. */
const quiet: Logger = { log: () => {}, warn: () => {}, error: () => {} };
const service = new InvoiceService(quiet);

const XML_LANG = { de: 'de-de', en: 'en-gb', no: 'nb-no' } as const;

function dataOf(document: InvoiceDocument) {
  if (!document.number || !document.issuedOn) throw new Error('only an issued invoice has an e-invoice');
  const texts = documentTexts[document.language];
  const format = documentFormat(document.language, document.currency);
  const terms = document.kind === 'invoice' && document.dueOn ? `${texts.dueOn} ${format.date(document.dueOn)}` : null;
  return eInvoiceData(document, { exemption: texts.exemption, terms });
}

/** The XRechnung (German CIUS of EN 16931, UBL syntax) XML of an issued invoice. */
export async function xRechnungXml(document: InvoiceDocument): Promise<string> {
  const xml = await service.generate(dataOf(document), {
    format: 'XRECHNUNG-UBL',
    lang: XML_LANG[document.language],
    noWarnings: true,
  });
  return typeof xml === 'string' ? xml : Buffer.from(xml).toString('utf8');
}

/** ZUGFeRD / Factur-X, profile EN 16931: our PDF as PDF/A-3 with the CII XML embedded as `factur-x.xml`. */
export async function zugferdPdf(document: InvoiceDocument): Promise<Buffer> {
  const pdf = await invoicePdf(document, { pdfA: true });
  const result = await service.generate(dataOf(document), {
    format: 'Factur-X-EN16931',
    lang: XML_LANG[document.language],
    noWarnings: true,
    pdf: { buffer: pdf, filename: `${document.number}.pdf`, mimetype: 'application/pdf' },
  });
  return Buffer.from(result);
}
