import type { ChargeKind } from '@portal/contracts';
import { and, countDistinct, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { airplanes, chargeLines, fees, flights } from '../../db/schema';

/** The twelve months up to and including `now`'s month in `timeZone`, oldest first, as `YYYY-MM`. */
export function lastTwelveMonths(now: Date, timeZone: string): string[] {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - (11 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** Group by the n-th selected column: the month expression carries the zone as a parameter, so it cannot be repeated. */
const byPosition = (n: number) => sql.raw(String(n));

/** Flights with unbilled lines and those lines' gross (minor units). */
export async function unbilledTotals(db: Executor, companyId: number) {
  const [row] = await db
    .select({
      flights: countDistinct(chargeLines.flightId),
      gross: sql<string>`coalesce(sum(${chargeLines.gross}), 0)`,
    })
    .from(chargeLines)
    .where(and(eq(chargeLines.companyId, companyId), eq(chargeLines.status, 'unbilled')));
  return { flights: Number(row?.flights ?? 0), gross: Number(row?.gross ?? 0) };
}

type Series<K> = K & { months: number[]; total: number };

function toSeries<K extends object>(
  rows: Array<{ month: string; net: string | number }>,
  months: string[],
  keyOf: (row: never) => string,
  pick: (row: never) => K,
): Series<K>[] {
  const byKey = new Map<string, Series<K>>();
  for (const row of rows) {
    const key = keyOf(row as never);
    let series = byKey.get(key);
    if (!series) {
      series = { ...pick(row as never), months: months.map(() => 0), total: 0 };
      byKey.set(key, series);
    }
    const index = months.indexOf(row.month);
    if (index < 0) continue;
    const net = Number(row.net);
    series.months[index] = (series.months[index] ?? 0) + net;
    series.total += net;
  }
  return [...byKey.values()].sort((a, b) => b.total - a.total);
}

/**
 * Net revenue of the company's charge lines over the twelve months up to `now`, by the flight's
 * month (off-block) in the company's zone (a corrected flight by its correction): per aircraft and per fee, sums in integer minor units.
 */
export async function revenueByMonth(db: Executor, companyId: number, timeZone: string, now: Date) {
  const months = lastTwelveMonths(now, timeZone);
  const local = sql`(${flights.offBlockAt} at time zone ${timeZone})`;
  const month = sql<string>`to_char(${local}, 'YYYY-MM')`;
  const since = sql`((${months[0]} || '-01')::timestamp at time zone ${timeZone})`;
  // A billed flight replaced by its correction keeps its lines (its entry is reversed): the correction's lines count instead.
  const notCorrected = sql`not exists (select 1 from ${flights} as correction where correction.corrects_flight_id = ${flights.id})`;
  const where = and(eq(chargeLines.companyId, companyId), gte(flights.offBlockAt, since), notCorrected);
  const net = sql<string>`sum(${chargeLines.net})`;

  const [byAirplane, byFee] = await readAll(db, [
    () =>
      db
        .select({ month, airplaneId: flights.airplaneId, registration: airplanes.registration, net })
        .from(chargeLines)
        .innerJoin(flights, eq(flights.id, chargeLines.flightId))
        .innerJoin(airplanes, eq(airplanes.id, flights.airplaneId))
        .where(where)
        .groupBy(byPosition(1), byPosition(2), byPosition(3)),
    () =>
      db
        .select({ month, feeId: chargeLines.feeId, title: fees.title, kind: chargeLines.kind, net })
        .from(chargeLines)
        .innerJoin(flights, eq(flights.id, chargeLines.flightId))
        .leftJoin(fees, eq(fees.id, chargeLines.feeId))
        .where(where)
        .groupBy(byPosition(1), byPosition(2), byPosition(3), byPosition(4)),
  ]);

  type FeeRow = (typeof byFee)[number];
  type AirplaneRow = (typeof byAirplane)[number];
  return {
    months,
    byAirplane: toSeries(
      byAirplane,
      months,
      (row: AirplaneRow) => String(row.airplaneId),
      (row: AirplaneRow) => ({ airplaneId: row.airplaneId, registration: row.registration }),
    ),
    // A fee's lines are one series whatever their kind; lines without a fee are one series per kind.
    byFee: toSeries(
      byFee,
      months,
      (row: FeeRow) => (row.feeId === null ? `kind:${row.kind}` : `fee:${row.feeId}`),
      (row: FeeRow) => ({ feeId: row.feeId, title: row.title, kind: row.kind as ChargeKind }),
    ),
  };
}
