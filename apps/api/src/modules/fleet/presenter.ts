import type { Airplane, CompanySummary, Fee, Position, RowPermissions } from '@portal/contracts';
import type { airplanePositions } from '../../db/schema';
import { type AirportRow, presentAirport } from '../airports';
import { fileUrl } from '../files';
import type { AirplaneRow } from './bookable';

export type PositionRow = typeof airplanePositions.$inferSelect;

export function presentPosition(row: PositionRow): Position {
  return {
    id: row.id,
    airplane_id: row.airplaneId,
    latitude: row.latitude,
    longitude: row.longitude,
    altitude_ft: row.altitudeFt,
    heading_deg: row.headingDeg,
    ground_speed_kt: row.groundSpeedKt,
    source: row.source as Position['source'],
    reported_at: row.reportedAt.toISOString(),
  };
}

/** What a presented airplane carries besides its own columns; relations only when included. */
export interface AirplaneExtras {
  isFavourite: boolean;
  permissions?: RowPermissions;
  fee?: Fee | null;
  bookingFee?: Fee | null;
  homebase?: AirportRow | null;
  latestPosition?: PositionRow | null;
  company?: CompanySummary;
}

export function presentAirplane(row: AirplaneRow, extras: AirplaneExtras): Airplane {
  return {
    id: row.id,
    company_id: row.companyId,
    registration: row.registration,
    manufacturer: row.manufacturer,
    model: row.model,
    icao_type: row.icaoType,
    category: row.category,
    seats: row.seats,
    homebase_airport_id: row.homebaseAirportId,
    color: row.color,
    photo_url: fileUrl(row.photoFileId),
    status: row.status,
    status_reason: row.statusReason,
    hobbs_minutes: row.hobbsMinutes,
    tach_minutes: row.tachMinutes,
    engine_minutes_since_overhaul: row.engineMinutesSinceOverhaul,
    fee_id: row.feeId,
    booking_fee_id: row.bookingFeeId,
    billing_basis: row.billingBasis,
    mtow_kg: row.mtowKg,
    is_favourite: extras.isFavourite,
    created_at: row.createdAt.toISOString(),
    ...(extras.permissions ? { permissions: extras.permissions } : {}),
    ...(extras.fee !== undefined ? { fee: extras.fee } : {}),
    ...(extras.bookingFee !== undefined ? { bookingFee: extras.bookingFee } : {}),
    ...(extras.homebase !== undefined ? { homebase: extras.homebase && presentAirport(extras.homebase) } : {}),
    ...(extras.latestPosition !== undefined
      ? { latestPosition: extras.latestPosition && presentPosition(extras.latestPosition) }
      : {}),
    ...(extras.company ? { company: extras.company } : {}),
  };
}
