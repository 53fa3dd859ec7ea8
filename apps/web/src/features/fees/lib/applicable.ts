import type { Airplane, LandingFee } from '@portal/contracts';

/**
 * The landing fee an aircraft pays at each airport, as the API prices a landing (`landingFeeFor`):
 * its own row, else the smallest weight class its MTOW fits, else the row for all aircraft.
 */
export function landingFeesFor(rows: LandingFee[], airplane: Pick<Airplane, 'id' | 'mtow_kg'>): LandingFee[] {
  const byAirport = new Map<number, LandingFee[]>();
  for (const row of rows) byAirport.set(row.airport_id, [...(byAirport.get(row.airport_id) ?? []), row]);
  const chosen: LandingFee[] = [];
  for (const candidates of byAirport.values()) {
    const own = candidates.find((row) => row.airplane_id === airplane.id);
    const classes = candidates
      .filter((row) => row.mtow_max_kg !== null && airplane.mtow_kg !== null && airplane.mtow_kg <= row.mtow_max_kg)
      .sort((a, b) => (a.mtow_max_kg ?? 0) - (b.mtow_max_kg ?? 0));
    const forAll = candidates.find((row) => row.airplane_id === null && row.mtow_max_kg === null);
    const fee = own ?? classes[0] ?? forAll;
    if (fee) chosen.push(fee);
  }
  return chosen.sort((a, b) => (a.airport?.ident ?? '').localeCompare(b.airport?.ident ?? ''));
}
