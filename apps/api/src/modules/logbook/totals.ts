import type { LogbookTotals } from '@portal/contracts';
import { type AnyColumn, and, desc, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { logbookEntries as e } from '../../db/schema';
import { carryForwardOf } from './carry-forward';
import { currencyOf, RECENCY_DAYS } from './currency';
import { addDays, addMonths } from './dates';

const sum = (column: SQL | AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
/** Flights, not simulator sessions. */
const flightCount = sql<number>`(count(*) filter (where ${e.departureAt} is not null))::int`;

/** Time, PIC time, landings and flights since a day (the last 90 days, the last 12 months). */
async function periodTotals(db: Executor, userId: number, from: string) {
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

/**
 * The logbook's totals over the user's lines plus the carried-forward experience,
 * by category and type, the last 90 days and 12 months, and the pilot's currency on `today` (UTC).
 */
export async function logbookTotals(db: Executor, userId: number, today: string): Promise<LogbookTotals> {
  const mine = eq(e.userId, userId);
  const [[all], categories, types, carried, last90, last12] = await Promise.all([
    db
      .select({
        total: sum(e.totalMinutes),
        day: sum(e.landingsDay),
        night: sum(e.landingsNight),
        flights: flightCount,
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
      })
      .from(e)
      .where(mine),
    db
      .select({ category: e.aircraftCategory, total: sum(e.totalMinutes) })
      .from(e)
      .where(and(mine, isNotNull(e.aircraftCategory)))
      .groupBy(e.aircraftCategory),
    db
      .select({ type: e.aircraftType, total: sum(e.totalMinutes), flights: flightCount })
      .from(e)
      .where(and(mine, isNotNull(e.aircraftType)))
      .groupBy(e.aircraftType)
      .orderBy(desc(sum(e.totalMinutes))),
    carryForwardOf(db, userId),
    periodTotals(db, userId, addDays(today, -RECENCY_DAYS)),
    periodTotals(db, userId, addMonths(today, -12)),
  ]);
  if (!all) throw new Error('totals query returned nothing');
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
    by_category: Object.fromEntries(categories.map((row) => [row.category as string, row.total])),
    by_type: types.map((row) => ({ aircraft_type: row.type as string, total_minutes: row.total, flights: row.flights })),
    last_90_days: last90,
    last_12_months: last12,
    carried_forward: carried,
    currency: await currencyOf(db, userId, today, { day: last90.landings_day, night: last90.landings_night }),
  };
}
