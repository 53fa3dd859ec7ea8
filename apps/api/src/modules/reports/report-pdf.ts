import { createRequire } from 'node:module';
import type { Report } from '@portal/contracts';
import PDFDocument from 'pdfkit';
import type { ReportFormat } from './report-format';

const require = createRequire(import.meta.url);
/** DejaVu from the dependencies, as the invoices use: umlauts, ø and every member's name print. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

type Doc = PDFKit.PDFDocument;
const LEFT = 50;
const WIDTH = 495;
const BOTTOM = 770;

/** The label column takes what the figures leave; figures share the rest and align right. */
function columnWidths(report: Report): number[] {
  const figures = report.columns.length - 1;
  const figureWidth = Math.min(90, (WIDTH * 0.6) / Math.max(1, figures));
  return report.columns.map((column) => (column.key === report.label ? WIDTH - figures * figureWidth : figureWidth));
}

function row(doc: Doc, report: Report, values: (string | number)[], y: number, widths: number[]): number {
  let x = LEFT;
  let height = 0;
  values.forEach((value, index) => {
    const width = widths[index] ?? 0;
    const label = report.columns[index]?.key === report.label;
    const text = String(value);
    height = Math.max(height, doc.heightOfString(text, { width: width - 4 }));
    doc.text(text, x + 2, y, { width: width - 4, align: label ? 'left' : 'right' });
    x += width;
  });
  return y + height + 4;
}

function rule(doc: Doc, y: number) {
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.5)
    .stroke();
}

function head(doc: Doc, report: Report, format: ReportFormat, widths: number[], y: number): number {
  doc.font('bold').fontSize(9);
  const bottom = row(doc, report, format.header(report), y, widths);
  rule(doc, bottom - 2);
  doc.font('body');
  return bottom + 2;
}

/**
 * The report as an A4 PDF: the company's name, the report's title, its period and when it was made,
 * then its table with a total line; the header repeats on every page, each page numbered.
 */
export function reportPdf(report: Report, companyName: string, format: ReportFormat, now: Date): Promise<Buffer> {
  const { texts } = format;
  const title = texts.titles[report.name];
  const doc = new PDFDocument({ size: 'A4', margin: 50, bufferPages: true, info: { Title: title, Author: companyName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);

  doc.font('bold').fontSize(10).text(companyName, LEFT, 50, { width: WIDTH });
  doc.fontSize(16).text(title, { width: WIDTH });
  doc.font('body').fontSize(9);
  doc.text(`${texts.period}: ${format.period(report)}`, { width: WIDTH });
  doc.text(`${texts.generatedAt}: ${format.generatedAt(now)}`, { width: WIDTH });

  const widths = columnWidths(report);
  let y = head(doc, report, format, widths, doc.y + 14);
  doc.fontSize(9);
  if (report.rows.length === 0) doc.text(texts.empty, LEFT, y, { width: WIDTH });
  for (const line of report.rows) {
    if (y > BOTTOM - 14) {
      doc.addPage();
      y = head(doc, report, format, widths, 50);
      doc.fontSize(9);
    }
    y = row(doc, report, format.cells(report, line), y, widths);
  }
  if (report.totals && report.rows.length > 0) {
    rule(doc, y);
    doc.font('bold');
    row(doc, report, format.total(report, report.totals), y + 4, widths);
  }

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // The footer sits in the bottom margin: without this pdfkit would open a page for it.
    doc.page.margins.bottom = 0;
    doc.font('body').fontSize(7).fillColor('#555555');
    doc.text(`${companyName} · ${title} · ${format.period(report)}`, LEFT, 800, { width: WIDTH - 80, lineBreak: false });
    doc.text(texts.page(index + 1, range.count), LEFT + WIDTH - 80, 800, { width: 80, align: 'right' });
    doc.fillColor('#000000');
  }
  doc.end();
  return done;
}
