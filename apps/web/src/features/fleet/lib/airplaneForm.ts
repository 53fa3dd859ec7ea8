import type { Airplane, AirplaneCategory, AirplaneCreate, AirplaneStatus, Airport, BillingBasis } from '@portal/contracts';
import { i18n } from '../../../lib/i18n';
import { formatHours } from './hours';
import { integerOrNull, minutesOrNull, textOrNull } from './rules';
import { statusReason } from './statusReason';

/** The aircraft form's inputs as typed, named as the API names them so its 422 errors land on them. */
export interface AirplaneFormValues {
  registration: string;
  manufacturer: string;
  model: string;
  icao_type: string;
  category: AirplaneCategory;
  seats: string;
  mtow_kg: string;
  homebase_airport_id: Airport | null;
  color: string;
  status: AirplaneStatus;
  status_reason: string;
  hobbs_minutes: string;
  tach_minutes: string;
  engine_minutes_since_overhaul: string;
  /** A fee's id, or '' for none. */
  fee_id: number | '';
  booking_fee_id: number | '';
  billing_basis: BillingBasis;
}

export function airplaneFormValues(airplane?: Airplane): AirplaneFormValues {
  return {
    registration: airplane?.registration ?? '',
    manufacturer: airplane?.manufacturer ?? '',
    model: airplane?.model ?? '',
    icao_type: airplane?.icao_type ?? '',
    category: airplane?.category ?? 'sep',
    seats: String(airplane?.seats ?? 4),
    mtow_kg: airplane?.mtow_kg ? String(airplane.mtow_kg) : '',
    homebase_airport_id: airplane?.homebase ?? null,
    color: airplane?.color ?? '#1e88e5',
    status: airplane?.status ?? 'active',
    status_reason: statusReason(airplane?.status_reason ?? null, i18n.getFixedT(null, 'fleet')),
    hobbs_minutes: formatHours(airplane?.hobbs_minutes ?? 0),
    tach_minutes: formatHours(airplane?.tach_minutes ?? 0),
    engine_minutes_since_overhaul: formatHours(airplane?.engine_minutes_since_overhaul ?? 0),
    fee_id: airplane?.fee_id ?? '',
    booking_fee_id: airplane?.booking_fee_id ?? '',
    billing_basis: airplane?.billing_basis ?? 'hobbs',
  };
}

/** The API body for the inputs; with `only`, just those fields (a change sends what was changed). */
export function airplanePayload(values: AirplaneFormValues, only?: (keyof AirplaneFormValues)[]): AirplaneCreate {
  const body: AirplaneCreate = {
    registration: values.registration.trim().toUpperCase(),
    manufacturer: values.manufacturer.trim(),
    model: values.model.trim(),
    icao_type: textOrNull(values.icao_type.toUpperCase()),
    category: values.category,
    seats: Number(values.seats),
    mtow_kg: integerOrNull(values.mtow_kg),
    homebase_airport_id: values.homebase_airport_id?.id ?? null,
    color: textOrNull(values.color),
    status: values.status,
    status_reason: textOrNull(values.status_reason),
    hobbs_minutes: minutesOrNull(values.hobbs_minutes) ?? 0,
    tach_minutes: minutesOrNull(values.tach_minutes) ?? 0,
    engine_minutes_since_overhaul: minutesOrNull(values.engine_minutes_since_overhaul) ?? 0,
    fee_id: values.fee_id === '' ? null : values.fee_id,
    booking_fee_id: values.booking_fee_id === '' ? null : values.booking_fee_id,
    billing_basis: values.billing_basis,
  };
  if (!only) return body;
  return Object.fromEntries(
    Object.entries(body).filter(([key]) => only.includes(key as keyof AirplaneFormValues)),
  ) as AirplaneCreate;
}
