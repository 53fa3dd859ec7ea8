import type { AirportDetail } from '@portal/contracts';
import type { Executor } from '../../db/client';
import { airportFacilities, findAirport } from './find-airport';
import { presentAirport, presentFrequency, presentRunway } from './presenter';

/** An airport with its runways and frequencies, as it leaves the server; undefined when the key names none. */
export async function airportDetail(db: Executor, key: string): Promise<AirportDetail | undefined> {
  const airport = await findAirport(db, key);
  if (!airport) return undefined;
  const { runwayRows, frequencyRows } = await airportFacilities(db, airport.id);
  return {
    ...presentAirport(airport),
    runways: runwayRows.map(presentRunway),
    frequencies: frequencyRows.map(presentFrequency),
  };
}
