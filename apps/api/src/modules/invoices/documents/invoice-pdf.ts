import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { type DocumentTexts, documentFormat, documentTexts } from './document-texts';
import type { InvoiceDocument, InvoiceDocumentLine } from './invoice-document';

const require = createRequire(import.meta.url);
/** DejaVu from the dependencies (nothing is fetched): umlauts, ø and every member's name print. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

type Doc = PDFKit.PDFDocument;
type Format = ReturnType<typeof documentFormat>;

const LEFT = 50;
const WIDTH = 495;
const BOTTOM = 760;
const QR_SIZE = 100;
/** Column widths of the lines table, summing to WIDTH. */
const COLUMNS = [
  ['position', 24, 'left'],
  ['date', 56, 'left'],
  ['description', 165, 'left'],
  ['quantity', 55, 'right'],
  ['unitPrice', 58, 'right'],
  ['vat', 35, 'right'],
  ['net', 50, 'right'],
  ['gross', 52, 'right'],
] as const;

/** A statement shows only the ends of the debtor's IBAN. */
const maskIban = (iban: string) => `${iban.slice(0, 4)}${'•'.repeat(Math.max(0, iban.length - 8))}${iban.slice(-4)}`;

/** Draws the EPC QR code as vector squares (error correction M, as EPC069-12 asks). */
function drawQr(doc: Doc, payload: string, x: number, y: number) {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const cell = QR_SIZE / modules.size;
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell);
  doc.fill('#000000');
}

function addressLines(document: InvoiceDocument) {
  const { issuer } = document;
  return [issuer.street, [issuer.postalCode, issuer.city].filter(Boolean).join(' ')].filter((line): line is string => !!line);
}

function header(doc: Doc, document: InvoiceDocument, texts: DocumentTexts, format: Format) {
  const { issuer, recipient } = document;
  doc.font('bold').fontSize(14).text(issuer.name, LEFT, 50, { width: WIDTH, align: 'right' });
  doc.font('body').fontSize(9);
  for (const line of [...addressLines(document), issuer.email, issuer.phone])
    if (line) doc.text(line, { width: WIDTH, align: 'right' });

  doc
    .fontSize(7)
    .fillColor('#555555')
    .text([issuer.name, ...addressLines(document)].join(' · '), LEFT, 140, { width: 260 });
  doc.fillColor('#000000').fontSize(10).text(recipient.name, LEFT, 155, { width: 260 });
  if (recipient.address) doc.text(recipient.address, { width: 260 });

  const facts: [string, string][] = [];
  if (document.number) facts.push([texts.number, document.number]);
  if (document.issuedOn) facts.push([texts.issuedOn, format.date(document.issuedOn)]);
  if (document.periodFrom && document.periodTo)
    facts.push([texts.servicePeriod, `${format.date(document.periodFrom)} – ${format.date(document.periodTo)}`]);
  if (document.dueOn && document.kind === 'invoice') facts.push([texts.dueOn, format.date(document.dueOn)]);
  if (issuer.taxNumber) facts.push([texts.taxNumber, issuer.taxNumber]);
  if (issuer.vatId) facts.push([texts.vatId, issuer.vatId]);
  doc.fontSize(9);
  facts.forEach(([label, value], index) => {
    const y = 150 + index * 13;
    doc.font('body').text(label, 325, y, { width: 95, lineBreak: false });
    doc.font('bold').text(value, 415, y, { width: 130, align: 'right', lineBreak: false });
  });

  const title =
    document.number === null
      ? texts.draft
      : `${document.kind === 'cancellation' ? texts.cancellation : texts.invoice} ${document.number}`;
  doc.font('bold').fontSize(16).text(title, LEFT, 265, { width: WIDTH });
  doc.font('body').fontSize(9);
  if (document.cancels)
    doc.text(texts.cancels(document.cancels.number, format.date(document.cancels.issuedOn)), { width: WIDTH });
  if (document.note) doc.text(document.note, { width: WIDTH });
  return doc.y + 12;
}

function cells(line: InvoiceDocumentLine, texts: DocumentTexts, format: Format): Record<(typeof COLUMNS)[number][0], string> {
  return {
    position: String(line.position),
    date: line.serviceDate ? format.date(line.serviceDate) : '',
    description: line.description,
    quantity: `${line.quantity} ${texts.units[line.unit]}`,
    unitPrice: format.amount(line.unitPrice),
    vat: format.rate(line.vatRate),
    net: format.amount(line.net),
    gross: format.amount(line.gross),
  };
}

function tableRow(doc: Doc, values: Record<(typeof COLUMNS)[number][0], string>, y: number) {
  let x = LEFT;
  let height = 0;
  for (const [key, width, align] of COLUMNS) {
    height = Math.max(height, doc.heightOfString(values[key], { width: width - 4 }));
    doc.text(values[key], x + 2, y, { width: width - 4, align });
    x += width;
  }
  return y + height + 4;
}

function tableHead(doc: Doc, texts: DocumentTexts, y: number) {
  doc.font('bold').fontSize(8);
  const bottom = tableRow(doc, texts.columns, y);
  doc
    .moveTo(LEFT, bottom - 2)
    .lineTo(LEFT + WIDTH, bottom - 2)
    .lineWidth(0.5)
    .stroke();
  doc.font('body');
  return bottom + 2;
}

function lines(doc: Doc, document: InvoiceDocument, texts: DocumentTexts, format: Format, top: number) {
  let y = tableHead(doc, texts, top);
  for (const line of document.lines) {
    const values = cells(line, texts, format);
    if (y + doc.heightOfString(values.description, { width: 161 }) > BOTTOM) {
      doc.addPage();
      y = tableHead(doc, texts, 50);
    }
    y = tableRow(doc, values, y);
  }
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.5)
    .stroke();
  return y + 8;
}

function totals(doc: Doc, document: InvoiceDocument, texts: DocumentTexts, format: Format, top: number) {
  const rows: [string, string, boolean][] = [[texts.totalNet, format.money(document.totals.net), false]];
  for (const rate of document.vatBreakdown)
    rows.push([
      `${texts.vatLine(format.rate(rate.rate))} (${texts.columns.net} ${format.money(rate.net)})`,
      format.money(rate.vat),
      false,
    ]);
  rows.push([texts.totalVat, format.money(document.totals.vat), false]);
  rows.push([texts.totalGross, format.money(document.totals.gross), true]);
  if (top + rows.length * 14 > BOTTOM) {
    doc.addPage();
    top = 50;
  }
  rows.forEach(([label, value, strong], index) => {
    const y = top + index * 14;
    doc.font(strong ? 'bold' : 'body').fontSize(9);
    doc.text(label, LEFT + 175, y, { width: 240, align: 'right' });
    doc.text(value, LEFT + 415, y, { width: 80, align: 'right' });
  });
  return top + rows.length * 14 + 10;
}

function payment(doc: Doc, document: InvoiceDocument, texts: DocumentTexts, format: Format, top: number) {
  const due = document.dueOn ? format.date(document.dueOn) : '';
  const paragraphs: string[] = [];
  if (document.hasExemptLines) paragraphs.push(texts.exemption);
  if (document.kind === 'invoice' && document.number && document.totals.gross > 0) {
    const amount = format.money(document.totals.gross);
    if (document.mandate)
      paragraphs.push(
        texts.directDebit(amount, due, maskIban(document.mandate.iban), document.mandate.reference, document.mandate.creditorId),
      );
    else if (document.bank) paragraphs.push(texts.transfer(amount, due, document.bank.iban, document.bank.bic, document.number));
  }
  const textWidth = document.giroCode ? WIDTH - QR_SIZE - 20 : WIDTH;
  const needed = Math.max(document.giroCode ? QR_SIZE + 14 : 0, paragraphs.length * 40);
  if (top + needed > BOTTOM) {
    doc.addPage();
    top = 50;
  }
  doc.font('body').fontSize(9);
  doc.y = top;
  for (const paragraph of paragraphs) doc.text(paragraph, LEFT, doc.y, { width: textWidth, paragraphGap: 6 });
  if (document.giroCode) {
    const x = LEFT + WIDTH - QR_SIZE;
    drawQr(doc, document.giroCode, x, top);
    doc.fontSize(7).text(texts.giroCode, x - 40, top + QR_SIZE + 4, { width: QR_SIZE + 40, align: 'right' });
  }
}

function footers(doc: Doc, document: InvoiceDocument, texts: DocumentTexts) {
  const { issuer, bank } = document;
  const parts = [issuer.name, ...addressLines(document)];
  if (issuer.taxNumber) parts.push(`${texts.taxNumber} ${issuer.taxNumber}`);
  if (bank) parts.push(`${texts.bank}: ${bank.holder}, IBAN ${bank.iban}${bank.bic ? `, BIC ${bank.bic}` : ''}`);
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // The footer sits in the bottom margin: without this pdfkit would open a page for it.
    doc.page.margins.bottom = 0;
    doc.font('body').fontSize(7).fillColor('#555555');
    doc.text(parts.join(' · '), LEFT, 790, { width: WIDTH - 70, lineBreak: true, height: 30 });
    doc.text(texts.page(index + 1, range.count), LEFT + WIDTH - 70, 790, { width: 70, align: 'right' });
    doc.fillColor('#000000');
  }
}

/** Options for the PDF/A-3 the ZUGFeRD file is made of: the library sets the rest. */
export interface InvoicePdfOptions {
  /** PDF/A-3b with embedded fonts and XMP, so the e-invoice library can attach its XML. */
  pdfA?: boolean;
}

/**
 * The invoice as a PDF in the company's language (§ 14 UStG content: issuer with tax number,
 * recipient, number, dates, service period, lines with quantity, unit and price, net, VAT and gross
 * per rate, due date and terms, the exemption note), with the GiroCode or the direct debit note.
 */
export function invoicePdf(document: InvoiceDocument, options: InvoicePdfOptions = {}): Promise<Buffer> {
  const texts = documentTexts[document.language];
  const format = documentFormat(document.language, document.currency);
  const title = `${texts.invoice} ${document.number ?? ''}`.trim();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    lang: document.language,
    info: { Title: title, Author: document.issuer.name, Subject: title },
    ...(options.pdfA ? { subset: 'PDF/A-3b' as const, pdfVersion: '1.7' as const, tagged: true, displayTitle: true } : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  let y = header(doc, document, texts, format);
  y = lines(doc, document, texts, format, y);
  y = totals(doc, document, texts, format, y);
  payment(doc, document, texts, format, y);
  footers(doc, document, texts);
  doc.end();
  return done;
}
