/**
 * Renders the documents of a month-end run without a database: 300 collective invoices of 20 lines
 * (6,000 charges), as PDF with GiroCode, as ZUGFeRD PDF/A-3 and as XRechnung XML, one after the other
 * as an invoice run would. Reports wall and CPU time per kind and per invoice, and the load average.
 * Run: npx tsx bench/invoice-documents.ts [invoices] [lines]
 */
import { loadavg } from 'node:os';
import { xRechnungXml, zugferdPdf } from '../apps/api/src/modules/invoices/documents/e-invoice';
import { giroCodePayload } from '../apps/api/src/modules/invoices/documents/girocode';
import type { InvoiceDocument } from '../apps/api/src/modules/invoices/documents/invoice-document';
import { invoicePdf } from '../apps/api/src/modules/invoices/documents/invoice-pdf';
import { vatBreakdownOf } from '../apps/api/src/modules/invoices/documents/load-invoice-document';

const invoices = Number(process.argv[2] ?? 300);
const linesPer = Number(process.argv[3] ?? 20);

function documentOf(index: number): InvoiceDocument {
  const lines = Array.from({ length: linesPer }, (_, line) => {
    const vatRate = line % 5 === 4 ? 700 : 1900;
    const gross = 2500 + line * 37;
    const net = Math.round((gross * 10_000) / (10_000 + vatRate));
    return {
      position: line + 1,
      serviceDate: `2026-10-${String((line % 28) + 1).padStart(2, '0')}`,
      description: `D-E${String.fromCharCode(65 + (line % 26))}BC Charterzeit EDFE–EDFM`,
      quantity: 1 + (line % 90),
      unit: 'minutes' as const,
      unitPrice: gross,
      net,
      vatRate,
      vat: gross - net,
      gross,
      revenueAccount: '8400',
      taxSphere: 'zweckbetrieb' as const,
    };
  });
  const totals = lines.reduce(
    (sum, line) => ({ net: sum.net + line.net, vat: sum.vat + line.vat, gross: sum.gross + line.gross }),
    { net: 0, vat: 0, gross: 0 },
  );
  const number = `2026-${String(index + 1).padStart(5, '0')}`;
  return {
    id: index + 1,
    companyId: 1,
    kind: 'invoice',
    status: 'issued',
    number,
    language: 'de',
    issuedOn: '2026-11-02',
    dueOn: '2026-11-16',
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    currency: 'EUR',
    issuer: {
      name: 'Luftsportverein Musterstadt e. V.',
      street: 'Am Flugplatz 1',
      postalCode: '12345',
      city: 'Musterstadt',
      country: 'DE',
      email: 'kasse@lsv.example',
      phone: null,
      taxNumber: '143/215/50012',
      vatId: null,
    },
    recipient: {
      name: `Mitglied ${index + 1}`,
      address: 'Hauptstraße 5\n12345 Musterstadt',
      email: `m${index}@example.test`,
      membershipId: index + 1,
      locale: 'de',
    },
    lines,
    vatBreakdown: vatBreakdownOf(lines),
    totals,
    paymentTermsDays: 14,
    bank: { holder: 'LSV Musterstadt', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
    giroCode: giroCodePayload({
      bic: 'BYLADEM1001',
      name: 'LSV Musterstadt',
      iban: 'DE02120300000000202051',
      amount: totals.gross,
      remittance: number,
    }),
    mandate: null,
    hasExemptLines: false,
    cancels: null,
    note: null,
  };
}

async function timed(label: string, render: (document: InvoiceDocument) => Promise<unknown>) {
  const documents = Array.from({ length: invoices }, (_, index) => documentOf(index));
  await render(documents[0] as InvoiceDocument); // fonts and schemas load once per process
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (const document of documents) await render(document);
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  console.log(
    `${label.padEnd(10)} ${invoices} × ${linesPer} lines: wall ${wall.toFixed(1)} s (${((wall * 1000) / invoices).toFixed(0)} ms each), CPU ${cpuSeconds.toFixed(1)} s`,
  );
}

console.log(
  `load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
await timed('PDF', invoicePdf);
await timed('ZUGFeRD', zugferdPdf);
await timed('XRechnung', xRechnungXml);
