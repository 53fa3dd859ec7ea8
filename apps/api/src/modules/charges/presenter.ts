import type { ChargeLine } from '@portal/contracts';
import type { chargeLines } from '../../db/schema';

type ChargeLineRow = typeof chargeLines.$inferSelect;

export function presentChargeLine(row: ChargeLineRow, currency: string, payerName: string | null): ChargeLine {
  return {
    id: row.id,
    flight_id: row.flightId,
    membership_id: row.membershipId,
    payer_name: payerName,
    fee_id: row.feeId,
    kind: row.kind,
    description: row.description,
    quantity: row.quantity,
    unit: row.unit,
    unit_price: row.unitPrice,
    share_percent: row.sharePercent,
    net: row.net,
    vat_rate: row.vatRate,
    vat: row.vat,
    gross: row.gross,
    currency,
    revenue_account: row.revenueAccount,
    package_id: row.packageId,
    entry_id: row.entryId,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}
