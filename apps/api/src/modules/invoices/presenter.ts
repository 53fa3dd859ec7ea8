import type { Invoice, InvoiceLine } from '@portal/contracts';
import type { InvoiceLineRow, InvoiceRow, VatBreakdownRow } from './queries';

export function presentLine(row: InvoiceLineRow): InvoiceLine {
  return {
    id: row.id,
    position: row.position,
    source: row.source,
    charge_line_id: row.chargeLineId,
    flight_id: row.flightId,
    service_date: row.serviceDate,
    description: row.description,
    quantity: row.quantity,
    unit: row.unit,
    unit_price: row.unitPrice,
    net: row.net,
    vat_rate: row.vatRate,
    vat: row.vat,
    gross: row.gross,
    revenue_account: row.revenueAccount,
    tax_sphere: row.taxSphere,
  };
}

export interface InvoiceExtras {
  /** Today in the company's zone, for `overdue`. */
  today: string;
  breakdown: VatBreakdownRow[];
  cancelledBy: number | null;
  lines?: InvoiceLineRow[];
}

export function presentInvoice(row: InvoiceRow, extras: InvoiceExtras): Invoice {
  const open = row.status === 'issued' || row.status === 'partially_paid';
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    number: row.number,
    overdue: open && row.kind === 'invoice' && row.dueAt !== null && row.dueAt < extras.today,
    membership_id: row.membershipId,
    recipient: { name: row.recipientName, address: row.recipientAddress, email: row.recipientEmail },
    cancels_invoice_id: row.cancelsInvoiceId,
    cancelled_by_invoice_id: extras.cancelledBy,
    period_from: row.periodFrom,
    period_to: row.periodTo,
    issued_at: row.issuedAt?.toISOString() ?? null,
    due_at: row.dueAt,
    currency: row.currency,
    total_net: row.totalNet,
    total_vat: row.totalVat,
    total_gross: row.totalGross,
    paid_amount: row.paidAmount,
    collection_pending: row.collectionPending,
    note: row.note,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    vat_breakdown: extras.breakdown.map((rate) => ({ vat_rate: rate.vatRate, net: rate.net, vat: rate.vat, gross: rate.gross })),
    line_count: extras.breakdown.reduce((total, rate) => total + rate.lines, 0),
    ...(extras.lines ? { lines: extras.lines.map(presentLine) } : {}),
  };
}
