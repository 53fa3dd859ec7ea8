// Loads the shipped OurAirports files into a fresh in-memory PGlite, then times airport searches.
// Run: npx tsx bench/airports-search.ts   (figures go to bench/README.md by hand)
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { loadAirports } from '../apps/api/src/modules/airports/load-airports';
import { type AirportSearch, searchAirports } from '../apps/api/src/modules/airports/search-airports';

const ROUNDS = Number(process.env.ROUNDS ?? 20);

/** What people type, letter by letter, with and without filters. */
const searches: Omit<AirportSearch, 'page' | 'perPage'>[] = [
  ...['e', 'ed', 'edt', 'edty', 'EDDS', 'eddf'].map((search) => ({ search })),
  ...['s', 'st', 'stu', 'stuttgart', 'schwäb', 'schwabisch hall', 'hall', 'fra', 'frankfurt am'].map((search) => ({ search })),
  ...['mün', 'munich', 'str', 'lhr', 'new york', 'san', 'a', 'airport', 'int'].map((search) => ({ search })),
  { search: 'a', country: 'DE' },
  { search: 'flug', country: 'DE' },
  { search: 'h', country: 'DE', type: 'small_airport' },
  { search: 'lake', country: 'US', type: 'seaplane_base' },
  {},
  { country: 'DE' },
  { country: 'US', type: 'heliport' },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const handle = await openDatabase({});
await runMigrations(handle);
const load = await loadAirports(handle.db);
console.log(
  `load: ${load.airports} airports, ${load.runways} runways, ${load.frequencies} frequencies in ${load.milliseconds} ms`,
);
const again = await loadAirports(handle.db);
console.log(`second start (same files): skipped=${again.skipped} in ${again.milliseconds} ms`);

const all: number[] = [];
const rows: string[] = [];
for (const search of searches) {
  const query = { ...search, page: 1, perPage: 25 };
  let result = await searchAirports(handle.db, query);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    result = await searchAirports(handle.db, query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  const label = JSON.stringify(search);
  rows.push(
    `| ${label} | ${result.total} | ${result.rows[0]?.ident ?? '-'} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
  );
}
all.sort((a, b) => a - b);
console.log('| query | matches | first | p50 ms | p95 ms |\n|---|---|---|---|---|');
console.log(rows.join('\n'));
console.log(
  `all ${all.length} searches: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, max ${(all.at(-1) ?? 0).toFixed(1)} ms`,
);
await handle.close();
