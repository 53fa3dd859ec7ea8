import type { Fbo, PprRequest } from '@portal/contracts';
import type { Executor } from '../../db/client';
import type { pprRequests } from '../../db/schema';
import { airportDetail } from '../airports';
import type { OperatorAccess } from './operator';
import { fboPermissions } from './policy';

export async function presentOperator(db: Executor, access: OperatorAccess): Promise<Fbo> {
  const { company } = access;
  const airport = await airportDetail(db, String(company.homeAirportId));
  if (!airport) throw new Error('the operator’s airport vanished');
  return {
    id: company.id,
    name: company.name,
    email: company.email,
    phone: company.phone,
    website: company.website,
    timezone: company.timezone,
    currency: company.currency,
    airport,
    permissions: fboPermissions(access),
  };
}

export type PprRow = typeof pprRequests.$inferSelect;
export interface Pilot {
  id: number;
  name: string;
  email: string;
}

export const presentPpr = (row: PprRow, pilot: Pilot): PprRequest => ({
  id: row.id,
  fbo_id: row.companyId,
  status: row.status,
  ppr_number: row.pprNumber,
  decline_reason: row.declineReason,
  arrival_at: row.arrivalAt.toISOString(),
  departure_at: row.departureAt?.toISOString() ?? null,
  arrived_at: row.arrivedAt?.toISOString() ?? null,
  departed_at: row.departedAt?.toISOString() ?? null,
  registration: row.registration,
  aircraft_type: row.aircraftType,
  mtow_kg: row.mtowKg,
  persons_on_board: row.personsOnBoard,
  purpose: row.purpose,
  pilot,
  landing_fee: row.landingFee,
  invoice_id: row.invoiceId,
  created_at: row.createdAt.toISOString(),
});
