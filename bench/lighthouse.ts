// Lighthouse scores of the production build: the built server (as `npm start` runs it) serving
// apps/web/dist, audited by Lighthouse (npm package, not a browser download) in Debian's Chromium,
// on the mobile preset (Lighthouse's default config: Moto G Power, simulated slow 4G and 4× CPU)
// and the desktop preset, for two pages: /login as a guest and the dashboard / signed in as the
// demo pilot. Each page RUNS times per preset (default 3); prints the median performance score
// and FCP, LCP, TBT, CLS, and the largest opportunities of the median run.
// Run: npx tsx bench/lighthouse.ts   (RUNS=3; PRESETS=mobile,desktop; WEB_DIST to audit another build; CHROME_PATH;
// SERVER_URL to audit a built server already running with the demo data, when a first start takes too long on a busy machine;
// REPORT_DIR to keep each run's Lighthouse report as JSON, e.g. to read its network requests and main-thread tasks)
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { browserSignIn, freePort } from '../apps/api/test/server-process';
import { chromeLauncherFlags } from '../scripts/chromium';
import serverCommand from '../scripts/server-command.json' with { type: 'json' };

const RUNS = Number(process.env.RUNS ?? 3);
const PRESETS = (process.env.PRESETS ?? 'mobile,desktop').split(',') as Preset[];
const PAGES = (process.env.PAGES ?? 'login,dashboard').split(',');
const root = fileURLToPath(new URL('..', import.meta.url));
const webDist = process.env.WEB_DIST ?? join(root, 'apps/web/dist');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = chromeLauncherFlags(chromeLauncher.Launcher.defaultFlags());
const lighthouseVersion: string = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
const demo = { email: 'pilot@demo.aero', password: 'demo-pass-2026' };

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode === null ? child.once('exit', () => resolve()) : resolve()));
}

/** Starts the built server on a fresh data directory; the first start loads the airports and the demo data. */
async function startServer(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, serverCommand.args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('server did not become healthy in 5 minutes');
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface Opportunity {
  id: string;
  title: string;
  savingsMs: number;
  savingsKiB: number;
}

interface RunResult {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  opportunities: Opportunity[];
  /** The LCP element and the time of each LCP phase (TTFB, load delay, load time, render delay). */
  lcpElement: string;
}

type Preset = 'mobile' | 'desktop';

/** One Lighthouse run in a fresh Chromium; a trace that Lighthouse could not record (NO_NAVSTART and the like) is run again, twice at most. */
async function audit(
  url: string,
  preset: Preset,
  cookie: string | undefined,
  expectedPath: string,
  attempt = 1,
): Promise<RunResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, ignoreDefaultFlags: true });
  try {
    return await auditIn(chrome.port, url, preset, cookie, expectedPath);
  } catch (error) {
    if (!(error instanceof RuntimeError) || attempt >= 3) throw error;
    console.log(`${error.message}; running again`);
    return audit(url, preset, cookie, expectedPath, attempt + 1);
  } finally {
    await chrome.kill();
  }
}

class RuntimeError extends Error {}

async function auditIn(port: number, url: string, preset: Preset, cookie: string | undefined, expectedPath: string) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (process.env.REPORT_DIR) {
    mkdirSync(process.env.REPORT_DIR, { recursive: true });
    const name = `${preset}-${expectedPath === '/' ? 'dashboard' : expectedPath.replace(/\W/g, '')}-${Date.now()}.json`;
    writeFileSync(join(process.env.REPORT_DIR, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError)
    throw new RuntimeError(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== expectedPath) {
    throw new Error(`Audited ${lhr.finalDisplayedUrl} instead of ${expectedPath}: ${url} was redirected (not signed in?)`);
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const opportunities: Opportunity[] = [];
  for (const entry of Object.values(lhr.audits)) {
    if (entry.score === null || entry.score >= 0.9) continue;
    const details = entry.details as { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
    const metricSavings = Object.values(entry.metricSavings ?? {}) as number[];
    const savingsMs = Math.max(details?.overallSavingsMs ?? 0, ...metricSavings.filter((value) => value > 1));
    const savingsKiB = (details?.overallSavingsBytes ?? 0) / 1024;
    if (savingsMs > 0 || savingsKiB > 0) opportunities.push({ id: entry.id, title: entry.title, savingsMs, savingsKiB });
  }
  opportunities.sort((a, b) => b.savingsMs - a.savingsMs || b.savingsKiB - a.savingsKiB);
  const lcpTables = (
    lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: Record<string, unknown>[] }[] } | undefined
  )?.items;
  const lcpNode = lcpTables?.[0]?.items?.[0]?.node as { snippet?: string } | undefined;
  const lcpPhases = (lcpTables?.[1]?.items ?? []).map((item) => `${String(item.phase)} ${Math.round(Number(item.timing))} ms`);
  return {
    lcpElement: `${lcpNode?.snippet ?? 'unknown'}: ${lcpPhases.join(', ')}`,
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    opportunities,
  } satisfies RunResult;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

if (!existsSync(join(webDist, 'index.html'))) throw new Error(`No web build in ${webDist}: run \`npm run build\` first.`);
if (!existsSync(join(root, 'apps/api/dist/server.js'))) throw new Error('No API build: run `npm run build` first.');
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-lighthouse-'));
const load = loadavg().map((value) => value.toFixed(1));
const started = performance.now();
const server = process.env.SERVER_URL ? { url: process.env.SERVER_URL, child: undefined } : await startServer(dataDir);
console.log(`server healthy after ${seconds(performance.now() - started)} (first start: airports and demo data)`);
try {
  const cookie = await browserSignIn(server.url, demo.email, demo.password);
  const pages = [
    { key: 'login', name: '/login (guest)', path: '/login', cookie: undefined },
    { key: 'dashboard', name: '/ dashboard (pilot@demo.aero)', path: '/', cookie },
  ].filter((page) => PAGES.includes(page.key));
  const rows: string[] = [];
  const notes: string[] = [];
  for (const preset of PRESETS) {
    for (const page of pages) {
      const runs: RunResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await audit(`${server.url}${page.path}`, preset, page.cookie, page.path);
        console.log(
          `${preset} ${page.name} run ${i + 1}: score ${run.score}, LCP ${seconds(run.lcp)}, TBT ${Math.round(run.tbt)} ms`,
        );
        runs.push(run);
      }
      const scores = runs.map((run) => run.score);
      const medianRun = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)] ?? runs[0];
      rows.push(
        `| ${preset} | ${page.name} | ${median(scores)} (${scores.join(', ')}) | ${seconds(median(runs.map((run) => run.fcp)))} | ${seconds(median(runs.map((run) => run.lcp)))} | ${Math.round(median(runs.map((run) => run.tbt)))} ms | ${median(runs.map((run) => run.cls)).toFixed(3)} |`,
      );
      const top = (medianRun?.opportunities ?? []).slice(0, 5);
      notes.push(
        `- ${preset} ${page.name}: ${
          top
            .map(
              (item) =>
                `${item.title} (${item.id}${item.savingsMs > 0 ? `, ~${Math.round(item.savingsMs)} ms` : ''}${item.savingsKiB > 0 ? `, ~${Math.round(item.savingsKiB)} KiB` : ''})`,
            )
            .join('; ') || 'none'
        }\n  LCP element ${medianRun?.lcpElement}`,
      );
    }
  }
  console.log(
    `\nLighthouse ${lighthouseVersion}, load average (1 / 5 / 15 min) at start ${load.join(' / ')}, at the end ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')}, ${RUNS} runs per page and preset, median\n`,
  );
  console.log('| preset | page | performance (runs) | FCP | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log('\nLargest opportunities and diagnostics of the median run (estimated savings):');
  for (const note of notes) console.log(note);
} finally {
  if (server.child) {
    server.child.kill('SIGTERM');
    await exited(server.child);
  }
  rmSync(dataDir, { recursive: true, force: true });
}
