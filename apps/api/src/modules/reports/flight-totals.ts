import { and, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airplanes, flights, memberships, users } from '../../db/schema';
import type { Period } from './period';

/** What flight totals can be grouped by. */
export type FlightGrouping = 'aircraft' | 'members' | 'instructors' | 'flight_types' | 'months';

export interface FlightTotal {
  key: string;
  label: string;
  flights: number;
  landings: number;
  minutes: number;
}

/** Block time (off-block to on-block), the flight time of the logbook, in whole minutes. */
export const blockMinutes = sql<string>`coalesce(round(sum(extract(epoch from (${flights.onBlockAt} - ${flights.offBlockAt}))) / 60), 0)`;
const landings = sql<string>`coalesce(sum(${flights.landingsDay} + ${flights.landingsNight}), 0)`;
const count = sql<string>`count(*)`;

/**
 * A billed flight replaced by its correction counts through its correction only. `is not null` lets a
 * planner that hashes the anti-join read only the corrections' entries of `flights_corrects_unique`
 * instead of every flight (PGlite did, bench/README).
 */
export const notCorrected = sql`not exists (select 1 from ${flights} as correction where correction.corrects_flight_id = ${flights.id} and correction.corrects_flight_id is not null)`;

/** The company's flights off-block within the period: the `(company_id, off_block_at)` index bounds the scan. */
export const flightsIn = (companyId: number, period: Period) =>
  and(eq(flights.companyId, companyId), gte(flights.offBlockAt, period.start), lt(flights.offBlockAt, period.end), notCorrected);

const memberName = sql<string>`coalesce(${memberships.invitedName}, ${users.name})`;
/** Group by the n-th selected column: the month expression carries the zone as a parameter, so it cannot be repeated. */
const byPosition = (n: number) => sql.raw(String(n));

/**
 * Flights, landings and block minutes of the period's flights per group, summed in SQL; largest first,
 * months in order. Months are bucketed by the off-block time in the company's zone.
 */
export async function flightTotals(db: Executor, companyId: number, period: Period, by: FlightGrouping): Promise<FlightTotal[]> {
  const where = flightsIn(companyId, period);
  const sums = { flights: count, landings, minutes: blockMinutes };
  const rows = await (async (): Promise<Array<{ key: unknown; label: string | null } & Record<keyof typeof sums, string>>> => {
    if (by === 'aircraft')
      return db
        .select({ key: flights.airplaneId, label: airplanes.registration, ...sums })
        .from(flights)
        .innerJoin(airplanes, eq(airplanes.id, flights.airplaneId))
        .where(where)
        .groupBy(flights.airplaneId, airplanes.registration);
    if (by === 'members' || by === 'instructors') {
      const member = by === 'members' ? flights.pilotMembershipId : flights.instructorMembershipId;
      return db
        .select({ key: member, label: memberName, ...sums })
        .from(flights)
        .innerJoin(memberships, eq(memberships.id, member))
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(where, by === 'instructors' ? isNotNull(member) : undefined))
        .groupBy(member, memberships.invitedName, users.name);
    }
    if (by === 'flight_types')
      return db
        .select({ key: flights.flightType, label: flights.flightType, ...sums })
        .from(flights)
        .where(where)
        .groupBy(flights.flightType);
    const month: SQL<string> = sql<string>`to_char(${flights.offBlockAt} at time zone ${period.timeZone}, 'YYYY-MM')`;
    return db
      .select({ key: month, label: month, ...sums })
      .from(flights)
      .where(where)
      .groupBy(byPosition(1), byPosition(2));
  })();
  const totals = rows.map((row) => ({
    key: String(row.key),
    label: row.label ?? '',
    flights: Number(row.flights),
    landings: Number(row.landings),
    minutes: Number(row.minutes),
  }));
  return by === 'months'
    ? totals.sort((a, b) => a.key.localeCompare(b.key))
    : totals.sort((a, b) => b.minutes - a.minutes || a.label.localeCompare(b.label));
}
