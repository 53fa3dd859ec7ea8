import type { Flight, FlightCreate } from '@portal/contracts';
import { correctFlight, recordFlight, updateFlight } from '../api/flights';

/** A new flight is recorded; a recorded one changed; a billed one corrected by a new entry (the aircraft stays). */
export function saveFlight(companyId: number, values: FlightCreate, flight?: Flight) {
  if (!flight) return recordFlight(companyId, values);
  const { airplane_id: _aircraftStays, ...change } = values;
  return flight.status === 'billed' ? correctFlight(flight.id, change) : updateFlight(flight.id, change);
}
