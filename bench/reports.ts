// Reports budget (issue 17): every report of a club with 200,000 flights and 200,000 bookings over ten
// years, for one month and for one year, timed one call after another in this process (the service on the
// database, no HTTP), against a floor measured in the same run: the cheapest index-bounded read of the
// same period's flights (count and sum). And the 10× history check: the month reports of a club with a
// tenth of the history (one year, the same density) against the ten-year club's.
// Run: npx tsx bench/reports.ts   (BENCH_ROUNDS to change the runs; BENCH_DATABASE=pglite for the embedded one)
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { REPORT_NAMES } from '@portal/contracts';
import { and, count, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { flights } from '../apps/api/src/db/schema';
import { buildReport } from '../apps/api/src/modules/reports/build-report';
import { blockMinutes, flightsIn } from '../apps/api/src/modules/reports/flight-totals';
import { periodOf } from '../apps/api/src/modules/reports/period';
import { buildCompany } from '../apps/api/test/factories';
import { buildAirplane } from '../apps/api/test/factories/fleet';
import { benchDatabase, percentile, round, rows } from './support/bench-database';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const ON = process.env.BENCH_DATABASE === 'pglite' ? 'pglite' : 'postgres';
const SPACING_MIN = 26;
const BIG = 200_000;
const SMALL = 20_000;
const ZONE = 'Europe/Berlin';
const LAST = new Date('2026-10-31T00:00:00Z');
const PERIODS = { month: periodOf('2026-09-01', '2026-09-30', ZONE), year: periodOf('2025-10-01', '2026-09-30', ZONE) };

/** A club with 30 aircraft, 300 pilots and 20 instructors and `total` flights and bookings, one every 26 minutes up to LAST. */
async function club(db: Database, total: number) {
  const company = await buildCompany(db, { timezone: ZONE });
  for (let i = 0; i < 30; i++) await buildAirplane(db, company.id, { registration: `D-E${String(i).padStart(3, '0')}` });
  const c = company.id;
  await db.execute(
    sql.raw(`
    with people as (
      insert into users (name, email, password_hash)
      select 'Bench Pilot ' || ${c} || '-' || g, 'bench-' || ${c} || '-' || g || '@example.test', 'x' from generate_series(1, 320) g
      returning id)
    insert into memberships (company_id, user_id, roles, status)
    select ${c}, id, case when row_number() over (order by id) <= 20 then '{instructor}'::text[] else '{member}'::text[] end, 'approved'
    from people`),
  );
  const start = new Date(LAST.getTime() - total * SPACING_MIN * 60_000).toISOString();
  await db.execute(
    sql.raw(`
    with a as (select array_agg(id order by id) ids from airplanes where company_id = ${c}),
         m as (select array_agg(id order by id) filter (where roles = '{member}') pilots,
                      array_agg(id order by id) filter (where roles = '{instructor}') teachers
               from memberships where company_id = ${c}),
         t as (select g, timestamptz '${start}' + g * interval '${SPACING_MIN} minutes' as at from generate_series(1, ${total}) g),
         b as (
           insert into bookings (company_id, airplane_id, membership_id, starts_at, ends_at, type)
           select ${c}, a.ids[1 + g % 30], m.pilots[1 + (g * 7) % 300], at - interval '10 minutes', at + interval '90 minutes', 'private'
           from t, a, m returning 1)
    insert into flights (company_id, airplane_id, pilot_membership_id, instructor_membership_id, departure_airport, arrival_airport,
      off_block_at, takeoff_at, landing_at, on_block_at, hobbs_start, hobbs_end, landings_day, flight_type)
    select ${c}, a.ids[1 + g % 30], m.pilots[1 + (g * 7) % 300], case when g % 5 = 0 then m.teachers[1 + g % 20] end, 'EDTY', 'EDTY',
      at, at + interval '10 minutes', at + interval '70 minutes', at + interval '80 minutes', 0, 70, 1 + g % 3,
      case when g % 5 = 0 then 'training' else 'private' end
    from t, a, m`),
  );
  return c;
}

/**
 * Times several calls in turns (a, b, a, b, …), so that on a shared machine each meets the same load
 * and their ratio holds even when the absolute times drift.
 */
async function timeInTurns(runs: (() => Promise<unknown>)[]) {
  for (let i = 0; i < 3; i++) for (const run of runs) await run();
  const times: number[][] = runs.map(() => []);
  for (let i = 0; i < ROUNDS; i++)
    for (const [index, run] of runs.entries()) {
      const started = performance.now();
      await run();
      times[index]?.push(performance.now() - started);
    }
  return times.map((list) => {
    list.sort((a, b) => a - b);
    return { p50_ms: round(percentile(list, 50)), p95_ms: round(percentile(list, 95)) };
  });
}

/**
 * The floor: the same rows and columns read over the same index, summed without grouping or joins:
 * what any report of the period has to pay for reading its flights.
 */
const floor = (db: Database, companyId: number, period: (typeof PERIODS)['month']) => () =>
  db
    .select({ flights: count(), landings: sum(flights.landingsDay), minutes: blockMinutes })
    .from(flights)
    .where(and(eq(flights.companyId, companyId), gte(flights.offBlockAt, period.start), lt(flights.offBlockAt, period.end)));

async function measure(db: Database) {
  const started = Date.now();
  const big = await club(db, BIG);
  const small = await club(db, SMALL);
  await db.execute(sql.raw('analyze'));
  const generated_ms = Date.now() - started;
  // The plan of a report's own query on the ten-year club: the period bounds the index scan.
  const query = db
    .select({ key: flights.flightType, flights: count(), minutes: blockMinutes })
    .from(flights)
    .where(flightsIn(big, PERIODS.month))
    .groupBy(flights.flightType);
  const plan = await rows<Record<string, string>>(db.execute(sql`explain ${query}`));
  const results: Record<string, unknown> = { generated_ms, month_plan: plan.map((row) => Object.values(row)[0]) };
  for (const [span, period] of Object.entries(PERIODS)) {
    const reports: Record<string, unknown> = {};
    for (const name of REPORT_NAMES) {
      const [report, floorTime] = await timeInTurns([() => buildReport(db, big, name, period), floor(db, big, period)]);
      if (!report || !floorTime) throw new Error('no times');
      reports[name] = { ...report, floor_p95_ms: floorTime.p95_ms, p95_over_floor: round(report.p95_ms / floorTime.p95_ms, 1) };
    }
    results[span] = reports;
  }
  const growth: Record<string, unknown> = {};
  for (const name of REPORT_NAMES) {
    const [tenYears, oneYear] = await timeInTurns([
      () => buildReport(db, big, name, PERIODS.month),
      () => buildReport(db, small, name, PERIODS.month),
    ]);
    if (!tenYears || !oneYear) throw new Error('no times');
    growth[name] = {
      one_year_p95_ms: oneYear.p95_ms,
      ten_years_p95_ms: tenYears.p95_ms,
      ratio: round(tenYears.p95_ms / oneYear.p95_ms),
    };
  }
  results.month_with_10x_history = growth;
  return results;
}

async function run() {
  if (ON === 'pglite') {
    const handle = await openDatabase({});
    await runMigrations(handle);
    try {
      return await measure(handle.db);
    } finally {
      await handle.close();
    }
  }
  const database = await benchDatabase();
  const handle = await openDatabase({ url: database.url });
  try {
    await runMigrations(handle);
    return await measure(handle.db);
  } finally {
    await handle.close();
    await database.drop();
  }
}

const load = () => loadavg().map((value) => round(value));
const results = {
  machine: `${process.platform} ${process.arch}, node ${process.version}`,
  database: ON,
  load_before: load(),
  sizes: { flights: BIG, bookings: BIG, small_club_flights: SMALL, aircraft: 30, members: 320 },
  rounds: ROUNDS,
  ...(await run()),
  load_after: load(),
};
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL(`./results/reports-${ON}.json`, import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
