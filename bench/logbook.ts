// Logbook budget (issue 8): a pilot with 10,000 entries (9,000 personal, 1,000 from club flights)
// among 40 other pilots' 100,000; the first page, filtered pages and the totals, p95 under 30 ms.
// Each path is timed one request after another (the latency a pilot sees) and under load with
// autocannon, on PostgreSQL (TEST_DATABASE_URL, default the local server) and on embedded PGlite.
// Run: npx tsx bench/logbook.ts   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS to change the runs)
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { airportFixtureDir } from '../apps/api/test/factories/fleet';
import { browserSignIn, startServer } from '../apps/api/test/server-process';
import { benchDatabase, percentile, round } from './support/bench-database';
import { BENCH_PASSWORD, generateLogbooks, PILOT_EMAIL } from './support/logbook-data';

const SIZES = { personal: 9_000, flights: 1_000, others: 40, perOther: 2_500 };
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

const PATHS = {
  /** The floor of this stack on this machine now: session check and the smallest answer. */
  signed_in_user: '/api/user',
  first_page: '/api/logbook/entries',
  filtered_page: '/api/logbook/entries?aircraft=D-EB&function=dual&from=2015-01-01&page=2',
  airport_search: '/api/logbook/entries?airport=EDNY&search=alpen',
  totals: '/api/logbook/totals',
};

/** CPU milliseconds (user + system) the process has used so far, from /proc (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * One request after another: the latency one pilot sees, and the server process's CPU time per
 * request (on a shared machine, what a request costs apart from waiting; PostgreSQL's own share
 * runs in its processes and is not in it, PGlite's is).
 */
async function sequential(url: string, cookie: string, pid: number) {
  const times: number[] = [];
  let cpuBefore = 0;
  for (let i = 0; i < ROUNDS + 20; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie, accept: 'application/json' } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    if (i >= 20) times.push(performance.now() - started);
    if (i === 19) cpuBefore = cpuMs(pid);
  }
  const cpuPerRequest = round((cpuMs(pid) - cpuBefore) / ROUNDS);
  times.sort((a, b) => a - b);
  return {
    p50_ms: round(percentile(times, 50)),
    p95_ms: round(percentile(times, 95)),
    p99_ms: round(percentile(times, 99)),
    server_cpu_ms_per_request: cpuPerRequest,
  };
}

/** Many pilots at once; autocannon reports p97.5, an upper bound of p95. */
async function underLoad(url: string, cookie: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: { cookie } });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { cookie } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    requests_per_s: round(result.requests.average, 0),
    p50_ms: result.latency.p50,
    p97_5_ms: result.latency.p97_5,
    p99_ms: result.latency.p99,
  };
}

async function measure(env: Record<string, string>) {
  // As `npm start` runs it: production mode.
  const server = await startServer({ ...env, NODE_ENV: 'production', DEMO_DATA: 'false', AIRPORTS_DATA_DIR: airportFixtureDir });
  try {
    const cookie = await browserSignIn(server.url, PILOT_EMAIL, BENCH_PASSWORD);
    const page = (await (await fetch(`${server.url}${PATHS.first_page}`, { headers: { cookie } })).json()) as {
      meta: { total: number };
    };
    const totals = (await (await fetch(`${server.url}${PATHS.totals}`, { headers: { cookie } })).json()) as {
      data: { flights: number };
    };
    const results: Record<string, unknown> = { entries: page.meta.total, flights_in_totals: totals.data.flights };
    for (const [name, path] of Object.entries(PATHS)) {
      results[name] = {
        one_pilot: await sequential(`${server.url}${path}`, cookie, server.child.pid as number),
        under_load: await underLoad(`${server.url}${path}`, cookie),
      };
    }
    return results;
  } finally {
    await server.stop();
  }
}

async function onPostgres() {
  const database = await benchDatabase();
  const handle = await openDatabase({ url: database.url });
  try {
    await runMigrations(handle);
    const started = Date.now();
    await generateLogbooks(handle.db, SIZES);
    return { generated_ms: Date.now() - started, ...(await measure({ DATABASE_URL: database.url })) };
  } finally {
    await handle.close();
    await database.drop();
  }
}

async function onPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-logbook-'));
  const handle = await openDatabase({ dataDir });
  await runMigrations(handle);
  const started = Date.now();
  await generateLogbooks(handle.db, SIZES);
  const generated = Date.now() - started;
  await handle.close();
  return { generated_ms: generated, ...(await measure({ DATA_DIR: dataDir })) };
}

const load = () => loadavg().map((value) => round(value));
const results = {
  machine: `${process.platform} ${process.arch}, node ${process.version}`,
  load_before: load(),
  sizes: SIZES,
  rounds: ROUNDS,
  connections: CONNECTIONS,
  duration_s: DURATION_S,
  postgres: await onPostgres(),
  pglite: await onPglite(),
  load_after: load(),
};
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/logbook.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
