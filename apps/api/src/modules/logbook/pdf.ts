import { createRequire } from 'node:module';
import type { CarryForward, LogbookEntry } from '@portal/contracts';
import PDFDocument from 'pdfkit';
import { addSums, COLUMNS, carriedSums, type Sums, sumCell, zeroSums } from './pdf-layout';

const require = createRequire(import.meta.url);
/** DejaVu (shipped with the dependencies, nothing is fetched): umlauts and every European name print. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf');

const MARGIN = 24;
const ROWS_PER_PAGE = 20;
const ROW_HEIGHT = 19;
const FOOTER_ROW = 13;
const TABLE_WIDTH = COLUMNS.reduce((width, column) => width + column.width, 0);

type Doc = PDFKit.PDFDocument;

/** Text cut to the cell's width, so a long remark never runs into the next column. */
function cell(doc: Doc, text: string, x: number, y: number, width: number, align: 'left' | 'right' | 'center' = 'left') {
  let shown = text;
  while (shown.length > 1 && doc.widthOfString(shown) > width - 4) shown = `${shown.slice(0, -2)}…`;
  doc.text(shown, x + 2, y, { width: width - 4, align, lineBreak: false });
}

function header(doc: Doc, owner: string, page: number, pages: number) {
  doc.font('bold').fontSize(11).text(`PILOT LOGBOOK · ${owner}`, MARGIN, MARGIN, { lineBreak: false });
  doc.font('body').fontSize(8);
  cell(doc, `Page ${page} of ${pages}`, MARGIN + TABLE_WIDTH - 120, MARGIN + 2, 120, 'right');
  const top = MARGIN + 18;
  let x = MARGIN;
  doc.font('bold').fontSize(6);
  for (const [index, column] of COLUMNS.entries()) {
    if (column.group) {
      const span = COLUMNS.slice(index, index + column.group.span).reduce((width, c) => width + c.width, 0);
      doc.rect(x, top, span, 16).stroke();
      doc.text(column.group.title, x + 2, top + 3, { width: span - 4, align: 'center', height: 14 });
    }
    doc.rect(x, top + 16, column.width, 12).stroke();
    cell(doc, column.title, x, top + 19, column.width, 'center');
    x += column.width;
  }
  return top + 28;
}

function rows(doc: Doc, entries: LogbookEntry[], top: number) {
  doc.font('body').fontSize(7);
  for (let row = 0; row < ROWS_PER_PAGE; row++) {
    const y = top + row * ROW_HEIGHT;
    const entry = entries[row];
    let x = MARGIN;
    for (const column of COLUMNS) {
      doc.rect(x, y, column.width, ROW_HEIGHT).stroke();
      if (entry) cell(doc, column.cell(entry), x, y + 6, column.width, column.align);
      x += column.width;
    }
  }
  return top + ROWS_PER_PAGE * ROW_HEIGHT;
}

/** Page total, total from previous pages and total time under the summed columns. */
function footer(doc: Doc, top: number, lines: [string, Sums][]) {
  const labelWidth = COLUMNS.slice(0, 7).reduce((width, column) => width + column.width, 0);
  lines.forEach(([label, sums], index) => {
    const y = top + index * FOOTER_ROW;
    doc.font('bold').fontSize(6.5);
    doc.rect(MARGIN, y, labelWidth, FOOTER_ROW).stroke();
    cell(doc, label, MARGIN, y + 3.5, labelWidth);
    doc.font('body');
    let x = MARGIN + labelWidth;
    for (const column of COLUMNS.slice(7)) {
      if (column.sum) {
        doc.rect(x, y, column.width, FOOTER_ROW).stroke();
        cell(doc, sumCell(sums, column.sum), x, y + 3.5, column.width, 'right');
      }
      x += column.width;
    }
  });
  doc.fontSize(6).text("I certify that the entries in this log are true. Pilot's signature:", MARGIN, top + 3 * FOOTER_ROW + 8, {
    lineBreak: false,
  });
}

/**
 * The logbook as a printable PDF in the EASA layout (AMC1 FCL.050): A4 landscape, 20 lines a
 * page, each page closing with its total, the total brought forward and the running total. The
 * first page brings forward the experience carried over from before the portal.
 */
export function logbookPdf(entries: LogbookEntry[], carried: CarryForward, owner: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: `Pilot logbook ${owner}` } });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  doc.lineWidth(0.4).strokeColor('#555555');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const pages = Math.max(1, Math.ceil(entries.length / ROWS_PER_PAGE));
  let previous = carriedSums(carried);
  for (let page = 0; page < pages; page++) {
    if (page > 0) doc.addPage();
    const lines = entries.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE);
    const pageSums = lines.reduce((sums, entry) => addSums(sums, entry), zeroSums());
    const total = addSums(previous, pageSums);
    const bottom = rows(doc, lines, header(doc, owner, page + 1, pages));
    footer(doc, bottom + 4, [
      ['TOTAL THIS PAGE', pageSums],
      ['TOTAL FROM PREVIOUS PAGES', previous],
      ['TOTAL TIME', total],
    ]);
    previous = total;
  }
  doc.end();
  return done;
}
