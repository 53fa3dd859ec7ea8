import { flightMessages as says } from '@portal/contracts/flight-messages';
import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';
import type { FlightRow } from './draft';

/** Accounting bills every flight of the company; admins always qualify. */
export const seesAllFlights = (access: Pick<CompanyAccess, 'has'>) => access.has('accounting');
/** An instructor records the flights of their students. */
export const recordsForOthers = (access: Pick<CompanyAccess, 'has'>) => access.has('instructor');
/** Admins keep the flight records: they change, delete and correct flights. */
export const keepsFlights = (access: Pick<CompanyAccess, 'has'>) => access.has('admin');
/** Only admins record a flight whose counters do not continue the aircraft's last one. */
export const overridesReadings = (access: Pick<CompanyAccess, 'has'>) => access.has('admin');

/** The flight answers of the company's `permissions`. */
export const flightCompanyPermissions = (access: Pick<CompanyAccess, 'has'>) => ({
  record_flights_for_others: recordsForOthers(access),
  override_flight_readings: overridesReadings(access),
  see_all_flights: seesAllFlights(access),
});

export function isOnBoard(
  access: Pick<CompanyAccess, 'membership'>,
  flight: Pick<FlightRow, 'pilotMembershipId' | 'instructorMembershipId'>,
) {
  const own = access.membership?.id;
  return own !== undefined && (flight.pilotMembershipId === own || flight.instructorMembershipId === own);
}

/** Admins, accounting and the people on board see a flight; other members do not. */
export function assertMaySee(access: CompanyAccess, flight: FlightRow) {
  if (!seesAllFlights(access) && !isOnBoard(access, flight)) throw forbidden(says.seeNotAllowed);
}

/** Admins correct a flight until it is billed; a billed one is corrected once, by a new entry. */
export function flightPermissions(access: Pick<CompanyAccess, 'has'>, flight: FlightRow, correctedBy: number | null) {
  const admin = keepsFlights(access);
  const open = flight.status === 'recorded';
  return { view: true, update: admin && open, delete: admin && open, correct: admin && !open && correctedBy === null };
}
