import type { Flight, FlightCreate, flightResultSchema } from '@portal/contracts';
import type { z } from 'zod';
import type { Sent } from '../../../lib/offline/send';
import { correctFlight, recordFlight, updateFlight } from '../api/flights';

/**
 * A new flight is recorded (or queued offline, `label` naming it there); a recorded one changed; a
 * billed one corrected by a new entry (the aircraft stays). Changes need the connection.
 */
export async function saveFlight(
  companyId: number,
  values: FlightCreate,
  label: string,
  flight?: Flight,
): Promise<Sent<z.output<typeof flightResultSchema>>> {
  if (!flight) return recordFlight(companyId, values, label);
  const { airplane_id: _aircraftStays, ...change } = values;
  const answer = await (flight.status === 'billed' ? correctFlight(flight.id, change) : updateFlight(flight.id, change));
  return { queued: false, answer };
}
