// How long the signed-in dashboard takes to show its cards over a phone's line: Chromium's network
// emulation at Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), the CPU not
// slowed, a fresh context (nothing cached) per load, signed in as the demo pilot. Lighthouse's own
// simulation counts this machine's CPU four times over and hides what a round trip less gains; this
// measures only the line. Each of ROUNDS rounds loads the page once per server, in turns, so two builds
// are compared under the same load.
// Run against built servers with the demo data, each named: SERVERS=before=http://127.0.0.1:3900,after=http://127.0.0.1:3901
// npx tsx bench/first-page-network.ts (ROUNDS=5)
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { browserSignIn } from '../apps/api/test/server-process';
import { CHROMIUM_PATH, playwrightFlags } from '../scripts/chromium';

const servers = (process.env.SERVERS ?? '').split(',').flatMap((entry) => {
  const [name, url] = entry.split('=');
  return name && url ? [{ name, url }] : [];
});
if (servers.length === 0)
  throw new Error('SERVERS: name=url of built servers with the demo data, e.g. now=http://127.0.0.1:3000');
const rounds = Number(process.env.ROUNDS ?? 5);
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: await playwrightFlags() });

/** Milliseconds from navigation to the next-bookings card on the dashboard. */
async function cardsShown(url: string): Promise<number> {
  const context = await browser.newContext({
    baseURL: url,
    locale: 'de-DE',
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  const cookies = (await browserSignIn(url, 'pilot@demo.aero', 'demo-pass-2026')).split('; ').map((pair) => {
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    return { name, value, url };
  });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  const started = performance.now();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Deine nächsten Buchungen' }).waitFor({ timeout: 60_000 });
  const elapsed = Math.round(performance.now() - started);
  await context.close();
  return elapsed;
}

const load = loadavg()
  .map((value) => value.toFixed(1))
  .join(' / ');
const times = new Map(servers.map((server) => [server.name, [] as number[]]));
for (let round = 0; round < rounds; round++)
  for (const server of servers) times.get(server.name)?.push(await cardsShown(server.url));
await browser.close();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(`dashboard cards over slow 4G, ${rounds} rounds, load average at start ${load}`);
console.log('| server | median | runs (ms) |\n|---|---|---|');
for (const [name, values] of times) console.log(`| ${name} | ${median(values)} ms | ${values.join(', ')} |`);
