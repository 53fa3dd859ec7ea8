import type { LogbookTotals } from '@portal/contracts';
import { type AnyColumn, and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { logbookEntries as e } from '../../db/schema';
import { carryForwardOf } from './carry-forward';
import { currencyOf, RECENCY_DAYS } from './currency';
import { addDays, addMonths } from './dates';

const sum = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
/** Flights, not simulator sessions. */
const flightCount = sql<number>`(count(*) filter (where ${e.departureAt} is not null))::int`;

const COLUMNS = {
  total: sum(e.totalMinutes),
  flights: flightCount,
  day: sum(e.landingsDay),
  night: sum(e.landingsNight),
  pic: sum(e.picMinutes),
  copilot: sum(e.copilotMinutes),
  dual: sum(e.dualMinutes),
  instructor: sum(e.instructorMinutes),
  nightTime: sum(e.nightMinutes),
  ifr: sum(e.ifrMinutes),
  se: sum(e.seMinutes),
  me: sum(e.meMinutes),
  multiPilot: sum(e.multiPilotMinutes),
  fstd: sum(e.fstdMinutes),
};
type Sums = { [K in keyof typeof COLUMNS]: number };

/** One pass over the user's lines, summed by category and type: a handful of rows that add up to everything else. */
function sumsByAircraft(db: Executor, userId: number) {
  return db
    .select({ category: e.aircraftCategory, type: e.aircraftType, ...COLUMNS })
    .from(e)
    .where(eq(e.userId, userId))
    .groupBy(e.aircraftCategory, e.aircraftType);
}

/** Time, PIC time, landings and flights since a day: a range of the (user, date) index. */
async function periodTotals(db: Executor, userId: number, from: string): Promise<LogbookTotals['last_90_days']> {
  const [row] = await db
    .select({
      total_minutes: sum(e.totalMinutes),
      pic_minutes: sum(e.picMinutes),
      landings_day: sum(e.landingsDay),
      landings_night: sum(e.landingsNight),
      flights: flightCount,
    })
    .from(e)
    .where(and(eq(e.userId, userId), gte(e.date, from)));
  return { from, total_minutes: 0, pic_minutes: 0, landings_day: 0, landings_night: 0, flights: 0, ...row };
}

function addUp(rows: Sums[]): Sums {
  const total = Object.fromEntries(Object.keys(COLUMNS).map((key) => [key, 0])) as Sums;
  for (const row of rows) for (const key of Object.keys(COLUMNS) as (keyof Sums)[]) total[key] += row[key];
  return total;
}

/** Minutes per key (category or type), leaving out lines without one. */
function minutesBy<K extends 'category' | 'type'>(rows: (Sums & Record<K, string | null>)[], key: K) {
  const by = new Map<string, { minutes: number; flights: number }>();
  for (const row of rows) {
    const name = row[key];
    if (name === null) continue;
    const seen = by.get(name) ?? { minutes: 0, flights: 0 };
    by.set(name, { minutes: seen.minutes + row.total, flights: seen.flights + row.flights });
  }
  return [...by].sort(([, a], [, b]) => b.minutes - a.minutes);
}

/**
 * The logbook's totals over the user's lines plus the carried-forward experience, by category and
 * type, the last 90 days and 12 months, and the pilot's currency on `today` (UTC).
 */
export async function logbookTotals(db: Executor, userId: number, today: string): Promise<LogbookTotals> {
  const [rows, carried, last90, last12, currency] = await Promise.all([
    sumsByAircraft(db, userId),
    carryForwardOf(db, userId),
    periodTotals(db, userId, addDays(today, -RECENCY_DAYS)),
    periodTotals(db, userId, addMonths(today, -12)),
    currencyOf(db, userId, today),
  ]);
  const all = addUp(rows);
  return {
    total_minutes: all.total + carried.total_minutes,
    landings: { day: all.day + carried.landings_day, night: all.night + carried.landings_night },
    flights: all.flights,
    by_function: {
      pic_minutes: all.pic + carried.pic_minutes,
      copilot_minutes: all.copilot + carried.copilot_minutes,
      dual_minutes: all.dual + carried.dual_minutes,
      instructor_minutes: all.instructor + carried.instructor_minutes,
    },
    by_condition: { night_minutes: all.nightTime + carried.night_minutes, ifr_minutes: all.ifr + carried.ifr_minutes },
    by_engine: {
      se_minutes: all.se + carried.se_minutes,
      me_minutes: all.me + carried.me_minutes,
      multi_pilot_minutes: all.multiPilot + carried.multi_pilot_minutes,
    },
    fstd_minutes: all.fstd + carried.fstd_minutes,
    by_category: Object.fromEntries(minutesBy(rows, 'category').map(([category, { minutes }]) => [category, minutes])),
    by_type: minutesBy(rows, 'type').map(([type, { minutes, flights }]) => ({
      aircraft_type: type,
      total_minutes: minutes,
      flights,
    })),
    last_90_days: last90,
    last_12_months: last12,
    carried_forward: carried,
    currency,
  };
}
