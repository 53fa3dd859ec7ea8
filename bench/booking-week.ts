// Booking budget (issue 7): the week read of one company at 32 concurrent clients against the
// bare node:http floor, its growth with ten times the history, and 200 concurrent attempts at one slot.
// Run: npx tsx bench/booking-week.ts   (PostgreSQL at TEST_DATABASE_URL, default the local server)
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { windowFilter } from '../apps/api/src/modules/booking/booking-window';
import { selectBookings } from '../apps/api/src/modules/booking/find-bookings';
import { listedFields } from '../apps/api/src/modules/booking/list-rows';
import { browserSignIn, freePort, startServer } from '../apps/api/test/server-process';
import { benchDatabase, round, rows } from './support/bench-database';
import { AIRCRAFT, addHistory, BENCH_PASSWORD, generateClub } from './support/booking-data';

const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15);
// Long enough for V8 to settle the hot path and the heap (with 3 s the API's first phase ran ~15% below its steady state).
const WARMUP_S = 10;
const DAY = 24 * 3600_000;

async function load(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    requests_per_s: round(result.requests.average, 0),
    p50_ms: result.latency.p50,
    p95_ms: result.latency.p97_5 ?? 0,
    p99_ms: result.latency.p99,
  };
}

async function startBare(databaseUrl: string, query: { sql: string; params: unknown[] }) {
  const port = await freePort();
  const child = fork(new URL('./support/bare-server.ts', import.meta.url), {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), QUERY: JSON.stringify(query) },
    execArgv: ['--import', 'tsx'],
  });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function slotRace(urls: string[], companyId: number, airplaneId: number) {
  const cookies = await Promise.all(urls.map((url, i) => browserSignIn(url, `bench-${i + 2}@example.test`, BENCH_PASSWORD)));
  const startsAt = new Date(Math.ceil(Date.now() / DAY) * DAY + 3 * DAY + 20 * 3600_000);
  const body = JSON.stringify({
    airplane_id: airplaneId,
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + 7200_000).toISOString(),
  });
  const statuses = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const url = urls[i % urls.length] as string;
      const cookie = cookies[i % urls.length] as string;
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
      const response = await fetch(`${url}/api/companies/${companyId}/bookings`, {
        method: 'POST',
        headers: { cookie, 'x-xsrf-token': xsrf, origin: url, 'content-type': 'application/json', accept: 'application/json' },
        body,
      });
      return response.status;
    }),
  );
  return {
    created: statuses.filter((s) => s === 201).length,
    conflicts: statuses.filter((s) => s === 409).length,
    other: statuses.filter((s) => s !== 201 && s !== 409).length,
  };
}

async function main() {
  const database = await benchDatabase();
  const handle = await openDatabase({ url: database.url });
  try {
    await runMigrations(handle);
    const companyId = await generateClub(handle.db);
    const until = new Date(Math.floor(Date.now() / DAY) * DAY + 60 * DAY);
    const perAircraft = Math.ceil(50_000 / AIRCRAFT);
    let started = Date.now();
    await addHistory(handle.db, companyId, perAircraft, until);
    await handle.db.execute(sql`vacuum analyze`);
    const generatedIn = Date.now() - started;

    const from = new Date(until.getTime() - 180 * DAY - ((until.getTime() / DAY) % 7) * DAY);
    const to = new Date(from.getTime() + 7 * DAY);
    const path = `/api/companies/${companyId}/bookings?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
    const query = selectBookings(handle.db, windowFilter(companyId, { from, to }), listedFields).toSQL();

    // As `npm start` runs it: production mode (responses are not re-checked against their schemas).
    const env = { DATABASE_URL: database.url, DEMO_DATA: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
    const api = await startServer(env);
    const cookie = await browserSignIn(api.url, 'bench-1@example.test', BENCH_PASSWORD);
    const weekRows = ((await (await fetch(`${api.url}${path}`, { headers: { cookie } })).json()) as { data: unknown[] }).data
      .length;
    const bare = await startBare(database.url, query);
    const floor = await load(`${bare.url}/`);
    const at50k = await load(`${api.url}${path}`, { cookie });
    bare.stop();

    started = Date.now();
    await addHistory(handle.db, companyId, perAircraft * 9, until, perAircraft);
    await handle.db.execute(sql`vacuum analyze`);
    const grownIn = Date.now() - started;
    const at500k = await load(`${api.url}${path}`, { cookie });
    await api.stop();

    const [a, b] = await Promise.all([startServer(env), startServer(env)]);
    const [plane] = await rows<{ id: number }>(handle.db.execute(sql`select min(id) as id from airplanes`));
    const race = await slotRace([(a as { url: string }).url, (b as { url: string }).url], companyId, plane?.id ?? 0);
    await Promise.all([a?.stop(), b?.stop()]);

    const [count] = await rows<{ n: number }>(handle.db.execute(sql`select count(*)::int as n from bookings`));
    const results = {
      machine: `${process.platform} ${process.arch}, node ${process.version}`,
      connections: CONNECTIONS,
      duration_s: DURATION_S,
      week_rows: weekRows,
      generated_50k_ms: generatedIn,
      grown_to_500k_ms: grownIn,
      bookings_total: count?.n,
      bare_node_http: floor,
      api_50k: at50k,
      api_500k: at500k,
      throughput_vs_floor: round(at50k.requests_per_s / floor.requests_per_s),
      growth_p95_500k_vs_50k: round(at500k.p95_ms / Math.max(at50k.p95_ms, 1)),
      slot_race_two_processes: race,
    };
    mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
    writeFileSync(new URL('./results/booking-week.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await handle.close();
    await database.drop();
  }
}

await main();
