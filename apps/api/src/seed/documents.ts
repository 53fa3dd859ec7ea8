import { createRequire } from 'node:module';
import { and, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Transaction } from '../db/client';
import { companies, documentFolders, memberships, users } from '../db/schema';
import { createDocument } from '../modules/documents';
import type { SeedContext } from './index';

const require = createRequire(import.meta.url);
/** DejaVu, as the invoices and logbook print it: umlauts print, nothing is fetched. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

/** A one-page PDF with a title and paragraphs, generated here (nothing from the internet). */
function paperPdf(title: string, paragraphs: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
  doc.registerFont('body', FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('body').fontSize(18).text(title).moveDown();
  doc.fontSize(11);
  for (const paragraph of paragraphs) doc.text(paragraph).moveDown(0.6);
  doc.end();
  return done;
}

const PAPERS = [
  {
    folder: 'Betriebshandbuch',
    name: 'Betriebshandbuch Flugbetrieb',
    mustRead: true,
    text: [
      'Dieses Handbuch regelt den Flugbetrieb des Vereins. Jedes Mitglied bestätigt, es gelesen zu haben.',
      '1. Flugvorbereitung: Wetter, NOTAM, Masse und Schwerpunkt werden vor jedem Flug geprüft.',
      '2. Buchung: Flugzeuge werden im Portal gebucht; eine Absage erfolgt spätestens 24 Stunden vorher.',
      '3. Nach dem Flug: Bordbuch im Portal ausfüllen, Beanstandungen melden, Flugzeug sauber abstellen.',
    ],
  },
  {
    folder: 'Gebührenordnung',
    name: 'Gebührenordnung 2026',
    mustRead: false,
    text: [
      'Charterpreise je Blockstunde, Landegebühren und Mitgliedsbeiträge gelten ab dem 1. Januar 2026.',
      'Die Abrechnung erfolgt monatlich über das Mitgliederkonto im Portal.',
    ],
  },
  {
    folder: 'Protokolle',
    name: 'Protokoll Jahreshauptversammlung',
    mustRead: false,
    text: [
      'Tagesordnung: Bericht des Vorstands, Kassenbericht, Entlastung, Wahlen, Verschiedenes.',
      'Der Vorstand wurde einstimmig entlastet. Die Versammlung beschloss die neue Gebührenordnung.',
    ],
  },
];

/**
 * The demo club's document manager: folders for the operations manual, the fee schedule and the minutes
 * (with a board folder only admins read), a small generated PDF in each, the manual as must-read.
 */
export async function seedDocuments(tx: Transaction, _context: SeedContext) {
  const [club] = await tx.select().from(companies).where(eq(companies.kind, 'club'));
  if (!club) return;
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.companyId, club.id)))
    .where(eq(users.email, 'admin@demo.aero'));
  if (!admin) return;
  const folders = await tx
    .insert(documentFolders)
    .values(['Betriebshandbuch', 'Gebührenordnung', 'Protokolle'].map((name) => ({ companyId: club.id, name })))
    .returning();
  const minutes = folders.find((folder) => folder.name === 'Protokolle');
  await tx
    .insert(documentFolders)
    .values({ companyId: club.id, name: 'Vorstand', parentId: minutes?.id, visibleToRoles: ['admin'] });
  for (const paper of PAPERS) {
    const folder = folders.find((row) => row.name === paper.folder);
    if (!folder) continue;
    const content = await paperPdf(paper.name, paper.text);
    await createDocument(
      tx,
      folder,
      admin.id,
      { content, contentType: 'application/pdf', fileName: `${paper.name}.pdf` },
      { name: paper.name, mustRead: paper.mustRead },
    );
  }
}
