import type { LogbookTotals } from '@portal/contracts';
import { type AnyColumn, and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { logbookEntries as e, logbookSums } from '../../db/schema';
import { addDays, addMonths } from '../../lib/dates';
import { carryForwardOf } from './carry-forward';
import { currencyOf, RECENCY_DAYS } from './currency';

type Sums = Omit<typeof logbookSums.$inferSelect, 'userId' | 'aircraftCategory' | 'aircraftType'>;
const SUMMED_KEYS = [
  'entries',
  'flights',
  'landingsDay',
  'landingsNight',
  'seMinutes',
  'meMinutes',
  'multiPilotMinutes',
  'totalMinutes',
  'nightMinutes',
  'ifrMinutes',
  'picMinutes',
  'copilotMinutes',
  'dualMinutes',
  'instructorMinutes',
  'fstdMinutes',
] as const satisfies readonly (keyof Sums)[];

/** The user's logbook added up by category and type, as the triggers on the entries keep it: a handful of rows. */
async function sumsByAircraft(db: Executor, userId: number) {
  const rows = await db.select().from(logbookSums).where(eq(logbookSums.userId, userId));
  return rows.map((row) => ({ ...row, category: row.aircraftCategory || null, type: row.aircraftType || null }));
}

type Period = LogbookTotals['last_90_days'];

/** Time, PIC time, landings and flights since a day, added up in SQL over lines in range. */
const periodSince = (from: string) => {
  const since = sql`${e.date} >= ${from}`;
  const sumSince = (column: AnyColumn) => sql<number>`coalesce(sum(${column}) filter (where ${since}), 0)::int`;
  return {
    total_minutes: sumSince(e.totalMinutes),
    pic_minutes: sumSince(e.picMinutes),
    landings_day: sumSince(e.landingsDay),
    landings_night: sumSince(e.landingsNight),
    // Flights, not simulator sessions.
    flights: sql<number>`(count(*) filter (where ${since} and ${e.departureAt} is not null))::int`,
  };
};

/** The last 90 days and 12 months in one range of the (user, date, …) index, read from the index alone. */
async function periodTotals(db: Executor, userId: number, days90: string, months12: string): Promise<[Period, Period]> {
  const earliest = days90 < months12 ? days90 : months12;
  const [row] = await db
    .select({ days90: periodSince(days90), months12: periodSince(months12) })
    .from(e)
    .where(and(eq(e.userId, userId), gte(e.date, earliest)));
  const empty = { total_minutes: 0, pic_minutes: 0, landings_day: 0, landings_night: 0, flights: 0 };
  return [
    { from: days90, ...(row?.days90 ?? empty) },
    { from: months12, ...(row?.months12 ?? empty) },
  ];
}

function addUp(rows: Sums[]): Sums {
  const total = Object.fromEntries(SUMMED_KEYS.map((key) => [key, 0])) as Sums;
  for (const row of rows) for (const key of SUMMED_KEYS) total[key] += row[key];
  return total;
}

/** Minutes per key (category or type), leaving out lines without one. */
function minutesBy<K extends 'category' | 'type'>(rows: (Sums & Record<K, string | null>)[], key: K) {
  const by = new Map<string, { minutes: number; flights: number }>();
  for (const row of rows) {
    const name = row[key];
    if (name === null) continue;
    const seen = by.get(name) ?? { minutes: 0, flights: 0 };
    by.set(name, { minutes: seen.minutes + row.totalMinutes, flights: seen.flights + row.flights });
  }
  return [...by].sort(([, a], [, b]) => b.minutes - a.minutes);
}

/**
 * The logbook's totals over the user's lines plus the carried-forward experience, by category and
 * type, the last 90 days and 12 months, and the pilot's currency on `today` (UTC).
 */
export async function logbookTotals(db: Executor, userId: number, today: string): Promise<LogbookTotals> {
  const [rows, carried, [last90, last12], currency] = await readAll(db, [
    () => sumsByAircraft(db, userId),
    () => carryForwardOf(db, userId),
    () => periodTotals(db, userId, addDays(today, -RECENCY_DAYS), addMonths(today, -12)),
    () => currencyOf(db, userId, today),
  ]);
  const all = addUp(rows);
  return {
    total_minutes: all.totalMinutes + carried.total_minutes,
    landings: { day: all.landingsDay + carried.landings_day, night: all.landingsNight + carried.landings_night },
    flights: all.flights,
    by_function: {
      pic_minutes: all.picMinutes + carried.pic_minutes,
      copilot_minutes: all.copilotMinutes + carried.copilot_minutes,
      dual_minutes: all.dualMinutes + carried.dual_minutes,
      instructor_minutes: all.instructorMinutes + carried.instructor_minutes,
    },
    by_condition: {
      night_minutes: all.nightMinutes + carried.night_minutes,
      ifr_minutes: all.ifrMinutes + carried.ifr_minutes,
    },
    by_engine: {
      se_minutes: all.seMinutes + carried.se_minutes,
      me_minutes: all.meMinutes + carried.me_minutes,
      multi_pilot_minutes: all.multiPilotMinutes + carried.multi_pilot_minutes,
    },
    fstd_minutes: all.fstdMinutes + carried.fstd_minutes,
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
