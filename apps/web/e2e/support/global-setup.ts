import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureApiBuild } from '../../../../scripts/build-api.mjs';
import { CHROMIUM_PATH, playwrightFlags } from '../../../../scripts/chromium';
import serverCommand from '../../../../scripts/server-command.json' with { type: 'json' };

const root = fileURLToPath(new URL('../../../../', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: a test file uses the one of its worker (VITEST_POOL_ID 1 … n). */
    baseUrls: string[];
    /** One Chromium per worker, launched once: a file connects to its worker's and opens its own contexts. */
    browserEndpoints: string[];
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(child.exitCode)));
}

// Loading the airports takes minutes when other work shares the two cores.
async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

/**
 * Where a server keeps its data: a PGlite directory, as `npm start` runs, or with E2E_DATABASE_URL (a
 * PostgreSQL server to make databases on) a database of its own there.
 */
type Store = { dataDir: string; databaseUrl: string };

const serverEnv = ({ dataDir, databaseUrl }: Store) => ({
  ...process.env,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  // The people the tests register sign up each from an address of their own (`registerByApi` names it
  // in X-Forwarded-For), as a club's members do from their own networks: a fast run registers more than
  // the 20 sign-ups an address may make in 10 minutes (that limit has its API tests).
  TRUST_PROXY: 'true',
});

/** Migrates, loads the airports and the demo data once, as a server's first start does. */
async function seedTemplate(store: Store) {
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/seed.js'], {
    cwd: root,
    env: serverEnv(store),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await exited(child);
  if (code !== 0) throw new Error(`seeding the demo data failed with ${code}`);
}

async function startServer(store: Store, webDist: string) {
  const port = await freePort();
  const child = spawn(process.execPath, serverCommand.args, {
    cwd: root,
    env: { ...serverEnv(store), PORT: String(port), WEB_DIST: webDist },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    // Left running, the server would keep the test run's output pipe open after vitest gives up.
    child.kill('SIGTERM');
    throw error;
  }
  return { url, child };
}

/** Runs one statement on the PostgreSQL server of E2E_DATABASE_URL (its own database). */
async function onServer(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The stores of the run: the first is seeded, the others start as its copies (a copied directory, or
 * a database made from the first as its template); `drop` removes the databases again.
 */
function runStores(folder: string, count: number) {
  const serverUrl = process.env.E2E_DATABASE_URL;
  const prefix = `portal_e2e_${process.pid}_${Date.now().toString(36)}`;
  const stores: Store[] = Array.from({ length: count }, (_, index) => {
    const dataDir = join(folder, `server-${index + 1}`);
    if (!serverUrl) return { dataDir, databaseUrl: '' };
    const url = new URL(serverUrl);
    url.pathname = `/${prefix}_${index + 1}`;
    return { dataDir, databaseUrl: url.toString() };
  });
  const nameOf = (store: Store) => new URL(store.databaseUrl).pathname.slice(1);
  const first = stores[0] as Store;
  const others = stores.slice(1);
  return {
    stores,
    first,
    async prepareFirst() {
      if (serverUrl) await onServer(serverUrl, `create database ${nameOf(first)}`);
    },
    async copyFirst() {
      for (const store of others) {
        if (serverUrl) await onServer(serverUrl, `create database ${nameOf(store)} template ${nameOf(first)}`);
        else cpSync(first.dataDir, store.dataDir, { recursive: true });
      }
    },
    async drop() {
      if (!serverUrl) return;
      for (const store of stores) await onServer(serverUrl, `drop database if exists ${nameOf(store)} with (force)`);
    },
  };
}

/**
 * Starts the real server with demo data on PGlite, as `npm start` does, once per worker: files in one
 * worker run one after another on its server, as they all did on one server before. The demo data is
 * loaded once and each server starts on a copy of it. Each worker also gets one Chromium, launched
 * while the demo data loads: a file used to launch its own (0.3–1.5 s each, several seconds on a busy
 * machine) and now connects to it; every test still opens a context of its own (own cookies and storage).
 */
export default async function setup(project: TestProject) {
  // E2E_WEB_DIST lets engineers who build at the same time test their own build.
  const webDist = process.env.E2E_WEB_DIST ?? join(root, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error('No web build: run `npm run build` before the browser tests (npm test does).');
  }
  await ensureApiBuild();
  const folder = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const run = runStores(folder, project.config.maxWorkers || 1);
  const servers: { url: string; child: ChildProcess }[] = [];
  const browsers: BrowserServer[] = [];
  const stop = async () => {
    for (const { child } of servers) child.kill('SIGTERM');
    await Promise.all([...servers.map(({ child }) => exited(child)), ...browsers.map((browser) => browser.close())]);
    await run.drop();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const started = performance.now();
    await run.prepareFirst();
    const launching = playwrightFlags().then((args) =>
      Promise.allSettled(run.stores.map(() => chromium.launchServer({ executablePath: CHROMIUM_PATH, args }))),
    );
    const [seeding, launched] = await Promise.allSettled([seedTemplate(run.first), launching]);
    const launches = launched.status === 'fulfilled' ? launched.value : [launched];
    for (const result of launches) if (result.status === 'fulfilled') browsers.push(result.value);
    const setupFailure = [seeding, ...launches].find((result) => result.status === 'rejected');
    if (setupFailure) throw setupFailure.reason;
    const seeded = performance.now();
    await run.copyFirst();
    const starts = await Promise.allSettled(run.stores.map((store) => startServer(store, webDist)));
    for (const result of starts) if (result.status === 'fulfilled') servers.push(result.value);
    const failure = starts.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
    console.log(
      `Browser test servers on ${process.env.E2E_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: demo data loaded in ${seconds(started, seeded)} s, copied and ${servers.length} servers started in ${seconds(seeded, performance.now())} s`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide(
    'baseUrls',
    servers.map(({ url }) => url),
  );
  project.provide(
    'browserEndpoints',
    browsers.map((browser) => browser.wsEndpoint()),
  );
  return stop;
}
