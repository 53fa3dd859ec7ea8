import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureApiBuild } from '../../../../scripts/build-api.mjs';
import chromiumArgs from '../../../../scripts/chromium-args.json' with { type: 'json' };
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

const serverEnv = (dataDir: string) => ({
  ...process.env,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  // The people the tests register sign up each from an address of their own (`registerByApi` names it
  // in X-Forwarded-For), as a club's members do from their own networks: a fast run registers more than
  // the 20 sign-ups an address may make in 10 minutes (that limit has its API tests).
  TRUST_PROXY: 'true',
});

/** Migrates, loads the airports and the demo data once, as a server's first start does. */
async function seedTemplate(dataDir: string) {
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/seed.js'], {
    cwd: root,
    env: serverEnv(dataDir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await exited(child);
  if (code !== 0) throw new Error(`seeding the demo data failed with ${code}`);
}

async function startServer(dataDir: string, webDist: string) {
  const port = await freePort();
  const child = spawn(process.execPath, serverCommand.args, {
    cwd: root,
    env: { ...serverEnv(dataDir), PORT: String(port), WEB_DIST: webDist },
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
  const dataDirs = Array.from({ length: project.config.maxWorkers || 1 }, (_, index) => join(folder, `server-${index + 1}`));
  const servers: { url: string; child: ChildProcess }[] = [];
  const browsers: BrowserServer[] = [];
  const stop = async () => {
    for (const { child } of servers) child.kill('SIGTERM');
    await Promise.all([...servers.map(({ child }) => exited(child)), ...browsers.map((browser) => browser.close())]);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const started = performance.now();
    const [first = '', ...others] = dataDirs;
    const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    const [seeding, ...launches] = await Promise.allSettled([
      seedTemplate(first),
      ...dataDirs.map(() => chromium.launchServer({ executablePath, args: chromiumArgs.args })),
    ]);
    for (const result of launches) if (result.status === 'fulfilled' && result.value) browsers.push(result.value);
    const setupFailure = [seeding, ...launches].find((result) => result.status === 'rejected');
    if (setupFailure) throw setupFailure.reason;
    const seeded = performance.now();
    for (const dataDir of others) cpSync(first, dataDir, { recursive: true });
    const starts = await Promise.allSettled(dataDirs.map((dataDir) => startServer(dataDir, webDist)));
    for (const result of starts) if (result.status === 'fulfilled') servers.push(result.value);
    const failure = starts.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
    console.log(
      `Browser test servers: demo data loaded in ${seconds(started, seeded)} s, copied and ${servers.length} servers started in ${seconds(seeded, performance.now())} s`,
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
