// What one browser test's context costs the machine: each of CONTEXTS new contexts (as the browser tests
// open them: German, desktop, reduced motion) signs in as the demo pilot, opens the dashboard and then the
// logbook, and closes. Prints the wall time of each page load and the CPU the whole machine spent
// (/proc/stat: Chromium, the server and PostgreSQL together), in all and in the kernel, so a change to the
// app, the test contexts or Chromium's flags can be compared run against run.
// Run against a built server with the demo data: SERVER_URL=http://127.0.0.1:3000 npx tsx bench/browser-context.ts
// (CONTEXTS=4; SERVICE_WORKERS=allow|block, as the browser tests' default is block; CHROMIUM_FLAGS="--flag …" added to the tests' flags)
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { browserSignIn } from '../apps/api/test/server-process';
import { CHROMIUM_PATH, playwrightFlags } from '../scripts/chromium';

const serverUrl = process.env.SERVER_URL;
if (!serverUrl) throw new Error('SERVER_URL: a built server with the demo data, e.g. http://127.0.0.1:3000');
const contexts = Number(process.env.CONTEXTS ?? 4);
const serviceWorkers = process.env.SERVICE_WORKERS === 'allow' ? 'allow' : 'block';
const extraFlags = (process.env.CHROMIUM_FLAGS ?? '').split(' ').filter(Boolean);

/** Jiffies (1/100 s) the machine has spent busy, and in the kernel, since it booted. */
function cpu() {
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { busy: user + nice + system + irq + softirq, system };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...(await playwrightFlags()), ...extraFlags] });
const loads: string[] = [];
const load = loadavg()[0]?.toFixed(1);
const started = performance.now();
const before = cpu();
for (let index = 0; index < contexts; index++) {
  const context = await browser.newContext({ baseURL: serverUrl, locale: 'de-DE', reducedMotion: 'reduce', serviceWorkers });
  const cookies = (await browserSignIn(serverUrl, 'pilot@demo.aero', 'demo-pass-2026')).split('; ').map((pair) => {
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    return { name, value, url: serverUrl };
  });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const times: number[] = [];
  for (const path of ['/', '/apps/logbook']) {
    const opened = performance.now();
    await page.goto(path);
    await page.getByRole('main').waitFor();
    await page.waitForLoadState('networkidle');
    times.push(Math.round(performance.now() - opened));
  }
  loads.push(times.join('/'));
  await context.close();
}
const after = cpu();
await browser.close();
console.log(
  `${contexts} contexts, service worker ${serviceWorkers}, flags ${JSON.stringify(extraFlags)}, load average ${load} at start: ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s, CPU ${((after.busy - before.busy) / 100).toFixed(1)} s ` +
    `(kernel ${((after.system - before.system) / 100).toFixed(1)} s); dashboard/logbook ms per context: ${loads.join(' ')}`,
);
