// The navbar's local search (apps/web/src/lib/offline/search.ts) over 10,000 cached memberships in
// Debian's Chromium: the user database as the app opens it (Dexie, IndexedDB), prefix searches as
// people type, case-insensitive, at most 100 rows. Budget: every search under 50 ms.
// Run: npx tsx bench/local-search.ts   (ROWS=10000; ROUNDS=30; CHROME_PATH)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { playwrightFlags } from '../scripts/chromium';

const ROWS = Number(process.env.ROWS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 30);
const BUDGET_MS = 50;
const SEARCHES = ['a', 'an', 'anna', 'M', 'mü', 'müller', 'sch', 'schr', 'greta k', 'zoe.krause', 'x', 'qq', 'nobody'];

const bundle = await build({
  entryPoints: [fileURLToPath(new URL('./support/local-search-page.ts', import.meta.url))],
  bundle: true,
  write: false,
  format: 'esm',
  target: 'es2022',
  minify: true,
});
const script = bundle.outputFiles[0]?.text ?? '';
// IndexedDB needs an origin: the page and its script come from a server of this run.
const server = createServer((request, response) => {
  if (request.url === '/bench.js') {
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><script type="module" src="/bench.js"></script>');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: await playwrightFlags(),
});
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${port}/`);
await page.waitForFunction(() => 'bench' in globalThis);
const load = loadavg()[0]?.toFixed(1);
const filled = performance.now();
await page.evaluate((rows) => (globalThis as never as { bench: { fill(n: number): Promise<void> } }).bench.fill(rows), ROWS);
console.log(`${ROWS} memberships stored in ${(performance.now() - filled).toFixed(0)} ms; load average ${load}`);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
console.log('| search | rows | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|');
let worst = 0;
for (const text of SEARCHES) {
  const { times, rows } = await page.evaluate(
    ([query, rounds]) =>
      (globalThis as never as { bench: { run(q: string, r: number): Promise<{ times: number[]; rows: number }> } }).bench.run(
        query,
        rounds,
      ),
    [text, ROUNDS] as const,
  );
  const sorted = [...times].sort((a, b) => a - b);
  worst = Math.max(worst, quantile(sorted, 0.95));
  console.log(
    `| ${JSON.stringify(text)} | ${rows} | ${quantile(sorted, 0.5).toFixed(1)} | ${quantile(sorted, 0.95).toFixed(1)} | ${(sorted.at(-1) ?? 0).toFixed(1)} |`,
  );
}
console.log(
  `worst p95 ${worst.toFixed(1)} ms: budget ${BUDGET_MS} ms ${worst < BUDGET_MS ? 'met' : 'MISSED'}; load average ${loadavg()[0]?.toFixed(1)}`,
);
await browser.close();
server.close();
