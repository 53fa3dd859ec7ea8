import type { InvoiceLineInput } from '@portal/contracts';
import type { Executor } from '../../db/client';
import { invoiceLines } from '../../db/schema';
import { vatOfGross } from '../charges';
import type { UnbilledCharge } from './unbilled-charges';

export type NewLine = typeof invoiceLines.$inferInsert;
type Placed = { companyId: number; invoiceId: number; position: number };

/** A charge line as it is billed: its amounts as priced, its flight's day as the service date. */
export const chargeLine = ({ line, serviceDate }: UnbilledCharge, at: Placed): NewLine => ({
  ...at,
  source: 'charge',
  chargeLineId: line.id,
  flightId: line.flightId,
  serviceDate,
  description: line.description,
  quantity: line.quantity,
  unit: line.unit,
  unitPrice: line.unitPrice,
  net: line.net,
  vatRate: line.vatRate,
  vat: line.vat,
  gross: line.gross,
  revenueAccount: line.revenueAccount,
});

/** A typed line, priced gross as the fee list is: the VAT is taken out of quantity × unit price. */
export function manualLine(input: InvoiceLineInput, at: Placed): NewLine {
  const gross = input.quantity * input.unit_price;
  const vat = vatOfGross(gross, input.vat_rate);
  return {
    ...at,
    source: 'manual',
    description: input.description,
    quantity: input.quantity,
    unit: 'pieces',
    unitPrice: input.unit_price,
    net: gross - vat,
    vatRate: input.vat_rate,
    vat,
    gross,
    revenueAccount: input.revenue_account,
    taxSphere: input.tax_sphere,
  };
}

export const totalsOf = (lines: Pick<NewLine, 'net' | 'vat' | 'gross'>[]) =>
  lines.reduce(
    (sums, line) => ({
      totalNet: sums.totalNet + line.net,
      totalVat: sums.totalVat + (line.vat ?? 0),
      totalGross: sums.totalGross + line.gross,
    }),
    { totalNet: 0, totalVat: 0, totalGross: 0 },
  );

/** PostgreSQL takes at most 65,535 parameters a statement: lines go in slices well below that. */
const SLICE = 2000;

export async function insertLines(tx: Executor, lines: NewLine[]) {
  for (let start = 0; start < lines.length; start += SLICE) {
    await tx.insert(invoiceLines).values(lines.slice(start, start + SLICE));
  }
}
