import { flightMessages as says } from '@portal/contracts/flight-messages';
import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';
import type { FlightRow } from './draft';

/** Accounting bills every flight of the company; admins always qualify. */
export const seesAllFlights = (access: Pick<CompanyAccess, 'has'>) => access.has('accounting');

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
  const admin = access.has('admin');
  const open = flight.status === 'recorded';
  return { view: true, update: admin && open, delete: admin && open, correct: admin && !open && correctedBy === null };
}
