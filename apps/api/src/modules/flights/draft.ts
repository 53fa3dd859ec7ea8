import type { FlightUpdate } from '@portal/contracts';
import type { flights } from '../../db/schema';

export type FlightRow = typeof flights.$inferSelect;

/** A flight as it is about to be written: the stored row merged with the caller's changes. */
export type FlightDraft = Pick<
  FlightRow,
  | 'airplaneId'
  | 'bookingId'
  | 'pilotMembershipId'
  | 'instructorMembershipId'
  | 'departureAirport'
  | 'arrivalAirport'
  | 'offBlockAt'
  | 'takeoffAt'
  | 'landingAt'
  | 'onBlockAt'
  | 'hobbsStart'
  | 'hobbsEnd'
  | 'tachStart'
  | 'tachEnd'
  | 'landingsDay'
  | 'landingsNight'
  | 'nightMinutes'
  | 'ifrMinutes'
  | 'fuelAddedDl'
  | 'fuelPaidByPilot'
  | 'oilAddedDl'
  | 'passengers'
  | 'flightType'
  | 'remarks'
  | 'overrideReason'
>;

/** What a new flight starts from before the caller's fields are applied. */
export const NEW_FLIGHT: Omit<FlightDraft, 'airplaneId' | 'pilotMembershipId' | 'departureAirport' | 'arrivalAirport'> = {
  bookingId: null,
  instructorMembershipId: null,
  offBlockAt: new Date(0),
  takeoffAt: new Date(0),
  landingAt: new Date(0),
  onBlockAt: new Date(0),
  hobbsStart: 0,
  hobbsEnd: 0,
  tachStart: null,
  tachEnd: null,
  landingsDay: 1,
  landingsNight: 0,
  nightMinutes: 0,
  ifrMinutes: 0,
  fuelAddedDl: 0,
  fuelPaidByPilot: false,
  oilAddedDl: 0,
  passengers: 0,
  flightType: 'private',
  remarks: null,
  overrideReason: null,
};

const date = (value: string | undefined) => (value === undefined ? undefined : new Date(value));
const decilitres = (litres: number | undefined) => (litres === undefined ? undefined : Math.round(litres * 10));
const keep = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);

/** The base with every field the caller sent replaced; fields left out keep their value. */
export function applyInput(base: FlightDraft, input: FlightUpdate): FlightDraft {
  return {
    airplaneId: base.airplaneId,
    bookingId: keep(input.booking_id, base.bookingId),
    pilotMembershipId: keep(input.pilot_membership_id, base.pilotMembershipId),
    instructorMembershipId: keep(input.instructor_membership_id, base.instructorMembershipId),
    departureAirport: keep(input.departure_airport, base.departureAirport),
    arrivalAirport: keep(input.arrival_airport, base.arrivalAirport),
    offBlockAt: keep(date(input.off_block_at), base.offBlockAt),
    takeoffAt: keep(date(input.takeoff_at), base.takeoffAt),
    landingAt: keep(date(input.landing_at), base.landingAt),
    onBlockAt: keep(date(input.on_block_at), base.onBlockAt),
    hobbsStart: keep(input.hobbs_start, base.hobbsStart),
    hobbsEnd: keep(input.hobbs_end, base.hobbsEnd),
    tachStart: keep(input.tach_start, base.tachStart),
    tachEnd: keep(input.tach_end, base.tachEnd),
    landingsDay: keep(input.landings_day, base.landingsDay),
    landingsNight: keep(input.landings_night, base.landingsNight),
    nightMinutes: keep(input.night_minutes, base.nightMinutes),
    ifrMinutes: keep(input.ifr_minutes, base.ifrMinutes),
    fuelAddedDl: keep(decilitres(input.fuel_added_l), base.fuelAddedDl),
    fuelPaidByPilot: keep(input.fuel_paid_by_pilot, base.fuelPaidByPilot),
    oilAddedDl: keep(decilitres(input.oil_added_l), base.oilAddedDl),
    passengers: keep(input.passengers, base.passengers),
    flightType: keep(input.flight_type, base.flightType),
    remarks: keep(input.remarks, base.remarks),
    overrideReason: keep(input.override_reason, base.overrideReason),
  };
}

const MINUTE_MS = 60_000;
export const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / MINUTE_MS);

/** Engine time a flight adds: the tach difference where the aircraft has one, else the Hobbs difference. */
export const engineMinutesOf = (flight: Pick<FlightDraft, 'hobbsStart' | 'hobbsEnd' | 'tachStart' | 'tachEnd'>) =>
  flight.tachStart !== null && flight.tachEnd !== null ? flight.tachEnd - flight.tachStart : flight.hobbsEnd - flight.hobbsStart;

/**
 * Who pays after a change of pilot: a flight the pilot paid alone follows the new pilot; a payer
 * accounting chose (someone else, the company, or a split) stays. A second payer who is now the
 * pilot-payer is dropped, so the two payers stay different.
 */
export function payerAfterChange(
  flight: Pick<FlightRow, 'pilotMembershipId' | 'payerMembershipId' | 'secondPayerMembershipId' | 'secondPayerPercent'>,
  pilotMembershipId: number,
): Pick<FlightRow, 'payerMembershipId' | 'secondPayerMembershipId' | 'secondPayerPercent'> {
  const followsPilot = flight.payerMembershipId === flight.pilotMembershipId && flight.secondPayerMembershipId === null;
  const payer = followsPilot ? pilotMembershipId : flight.payerMembershipId;
  const keepsSecond = flight.secondPayerMembershipId !== null && flight.secondPayerMembershipId !== payer;
  return {
    payerMembershipId: payer,
    secondPayerMembershipId: keepsSecond ? flight.secondPayerMembershipId : null,
    secondPayerPercent: keepsSecond ? flight.secondPayerPercent : null,
  };
}
