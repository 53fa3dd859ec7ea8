// Loads the shipped OurAirports files into a fresh in-memory PGlite and into a PostgreSQL database of
// its own (TEST_DATABASE_URL, default the local server), then times airport searches on each: the
// service (SQL and mapping) and the whole request through the API (guard, validation, presenter).
// Run: npx tsx bench/airports-search.ts   (ROUNDS=20 by default; figures go to bench/README.md)

import { loadavg } from 'node:os';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { users } from '../apps/api/src/db/schema';
import { loadAirports } from '../apps/api/src/modules/airports/load-airports';
import { type AirportSearch, searchAirports } from '../apps/api/src/modules/airports/search-airports';
import { hashPassword } from '../apps/api/src/modules/auth/passwords';
import { benchApp } from './support/bench-app';
import { benchDatabase, percentile } from './support/bench-database';

const ROUNDS = Number(process.env.ROUNDS ?? 20);

/** What people type, letter by letter, with and without filters. */
const searches: Omit<AirportSearch, 'page' | 'perPage'>[] = [
  ...['e', 'ed', 'edt', 'edty', 'EDDS', 'eddf'].map((search) => ({ search })),
  ...['s', 'st', 'stu', 'stuttgart', 'schwäb', 'schwabisch hall', 'hall', 'fra', 'frankfurt am'].map((search) => ({ search })),
  ...['mün', 'munich', 'str', 'lhr', 'new york', 'san', 'a', 'airport', 'int', 'heli'].map((search) => ({ search })),
  { search: 'a', country: 'DE' },
  { search: 'flug', country: 'DE' },
  { search: 'h', country: 'DE', type: 'small_airport' },
  { search: 'lake', country: 'US', type: 'seaplane_base' },
  {},
  { country: 'DE' },
  { country: 'US', type: 'heliport' },
];

/**
 * Wall-clock milliseconds per run, and the CPU milliseconds this process spent (PGlite runs in it):
 * on a machine shared with other work the CPU time is what a run costs, the wall time what it waited.
 */
async function timed(run: () => Promise<unknown>): Promise<{ wall: number[]; cpu: number[] }> {
  await run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    await run();
    const used = process.cpuUsage(cpuStarted);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

/** Loads the airports into the database, then times every search through the service and through the API. */
async function measure(handle: DatabaseHandle) {
  await runMigrations(handle);
  const load = await loadAirports(handle.db);
  console.log(
    `load: ${load.airports} airports, ${load.runways} runways, ${load.frequencies} frequencies in ${load.milliseconds} ms`,
  );
  const again = await loadAirports(handle.db);
  console.log(`second start (same files): skipped=${again.skipped} in ${again.milliseconds} ms`);

  const app = await benchApp(handle);
  await handle.db
    .insert(users)
    .values({ name: 'Bench', email: 'bench@example.test', passwordHash: await hashPassword('bench-password') });
  const login = await app.inject({
    method: 'POST',
    url: '/login',
    payload: { email: 'bench@example.test', password: 'bench-password', device_name: 'bench' },
  });
  const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };

  const totals = { serviceWall: [] as number[], serviceCpu: [] as number[], httpWall: [] as number[], httpCpu: [] as number[] };
  const rows: string[] = [];
  for (const search of searches) {
    const query = { ...search, page: 1, perPage: 25 };
    const result = await searchAirports(handle.db, query);
    const service = await timed(() => searchAirports(handle.db, query));
    const url = `/api/airports?${new URLSearchParams(search as Record<string, string>)}`;
    const http = await timed(() => app.inject({ method: 'GET', url, headers }));
    totals.serviceWall.push(...service.wall);
    totals.serviceCpu.push(...service.cpu);
    totals.httpWall.push(...http.wall);
    totals.httpCpu.push(...http.cpu);
    const cells = [JSON.stringify(search), result.total, result.rows[0]?.ident ?? '-'];
    const figures = [service.cpu, service.wall, http.cpu, http.wall].flatMap((times) => [
      percentile(times, 50),
      percentile(times, 95),
    ]);
    rows.push(`| ${[...cells, ...figures.map((ms) => ms.toFixed(1))].join(' | ')} |`);
  }
  console.log(
    '| query | matches | first | service CPU p50 | p95 | service wall p50 | p95 | HTTP CPU p50 | p95 | HTTP wall p50 | p95 |\n|---|---|---|---|---|---|---|---|---|---|---|',
  );
  console.log(rows.join('\n'));
  for (const [name, times] of Object.entries(totals)) {
    times.sort((a, b) => a - b);
    const summary = `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms`;
    console.log(`${name}, all ${times.length} searches: ${summary}`);
  }
  await app.close();
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`## PGlite (load average ${loadAverage()})`);
const pglite = await openDatabase({});
await measure(pglite);
await pglite.close();

const server = await benchDatabase();
console.log(`\n## PostgreSQL (load average ${loadAverage()})`);
const postgres = await openDatabase({ url: server.url });
try {
  await measure(postgres);
} finally {
  await postgres.close();
  await server.drop();
}
console.log(`\nload average at the end: ${loadAverage()}`);
