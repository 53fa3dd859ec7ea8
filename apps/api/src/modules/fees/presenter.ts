import type { Fee, LandingFee, RowPermissions } from '@portal/contracts';
import type { airports, fees, landingFees } from '../../db/schema';
import { presentAirport } from '../airports';

export type FeeRow = typeof fees.$inferSelect;
export type LandingFeeRow = typeof landingFees.$inferSelect;

export function presentFee(row: FeeRow, currency: string, permissions?: RowPermissions): Fee {
  return {
    id: row.id,
    company_id: row.companyId,
    ident: row.ident,
    title: row.title,
    kind: row.kind,
    amount: row.amount,
    currency,
    vat_rate: row.vatRate,
    revenue_account: row.revenueAccount,
    tax_sphere: row.taxSphere,
    valid_from: row.validFrom,
    valid_until: row.validUntil,
    created_at: row.createdAt.toISOString(),
    ...(permissions ? { permissions } : {}),
  };
}

export function presentLandingFee(
  row: LandingFeeRow,
  currency: string,
  extras: { permissions?: RowPermissions; airport?: typeof airports.$inferSelect } = {},
): LandingFee {
  return {
    id: row.id,
    company_id: row.companyId,
    airport_id: row.airportId,
    airplane_id: row.airplaneId,
    mtow_max_kg: row.mtowMaxKg,
    amount: row.amount,
    currency,
    created_at: row.createdAt.toISOString(),
    ...(extras.permissions ? { permissions: extras.permissions } : {}),
    ...(extras.airport ? { airport: presentAirport(extras.airport) } : {}),
  };
}
