import type { Flight } from '@portal/contracts';
import { minutesBetween } from './draft';
import type { FlightRecord } from './queries';

const person = (membershipId: number | null, name: string | null) =>
  membershipId === null ? null : { membership_id: membershipId, name: name ?? '' };

interface Shown {
  permissions?: Flight['permissions'];
  /** The caller keeps the company's charges (accounting): the flight's charge total is theirs to see. */
  charges?: boolean;
}

/** A flight as it leaves the server: readings in minutes, fuel and oil in litres. */
export function presentFlight(record: FlightRecord, { permissions, charges = false }: Shown = {}): Flight {
  const f = record.flight;
  return {
    id: f.id,
    company_id: f.companyId,
    airplane_id: f.airplaneId,
    airplane: record.airplane,
    booking_id: f.bookingId,
    pilot_membership_id: f.pilotMembershipId,
    instructor_membership_id: f.instructorMembershipId,
    pilot: { membership_id: f.pilotMembershipId, name: record.pilotName },
    instructor: person(f.instructorMembershipId, record.instructorName),
    departure_airport: f.departureAirport,
    arrival_airport: f.arrivalAirport,
    off_block_at: f.offBlockAt.toISOString(),
    takeoff_at: f.takeoffAt.toISOString(),
    landing_at: f.landingAt.toISOString(),
    on_block_at: f.onBlockAt.toISOString(),
    block_minutes: minutesBetween(f.offBlockAt, f.onBlockAt),
    flight_minutes: minutesBetween(f.takeoffAt, f.landingAt),
    hobbs_start: f.hobbsStart,
    hobbs_end: f.hobbsEnd,
    hobbs_minutes: f.hobbsEnd - f.hobbsStart,
    tach_start: f.tachStart,
    tach_end: f.tachEnd,
    landings_day: f.landingsDay,
    landings_night: f.landingsNight,
    night_minutes: f.nightMinutes,
    ifr_minutes: f.ifrMinutes,
    fuel_added_l: f.fuelAddedDl / 10,
    fuel_paid_by_pilot: f.fuelPaidByPilot,
    payer_membership_id: f.payerMembershipId,
    second_payer_membership_id: f.secondPayerMembershipId,
    second_payer_percent: f.secondPayerPercent,
    payer: person(f.payerMembershipId, record.payerName),
    second_payer: person(f.secondPayerMembershipId, record.secondPayerName),
    ...(charges ? { charge_total: record.chargeTotal } : {}),
    oil_added_l: f.oilAddedDl / 10,
    passengers: f.passengers,
    flight_type: f.flightType,
    remarks: f.remarks,
    status: f.status,
    billed_at: f.billedAt?.toISOString() ?? null,
    override_reason: f.overrideReason,
    corrects_flight_id: f.correctsFlightId,
    corrected_by_flight_id: record.correctedBy,
    created_at: f.createdAt.toISOString(),
    ...(permissions ? { permissions } : {}),
  };
}
