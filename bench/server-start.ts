// Server start-up and idle memory: the built server (`node` on apps/api/dist, as `npm start` runs it)
// against the TypeScript sources run through tsx (as `npm start` did before). Both start ROUNDS times,
// taking turns, on one data directory that already holds the airports and the demo data (the common
// restart; a first start is dominated by loading the airports, the same in both). Timed from spawn
// to the first healthy /api/health; then idle IDLE_SECONDS and read the resident memory from /proc.
// Run: npx tsx bench/server-start.ts   (ROUNDS=5, IDLE_SECONDS=5 by default; builds the API first)
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/api/test/server-process';
import serverCommand from '../scripts/server-command.json' with { type: 'json' };
import { round } from './support/bench-database';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 5);
const root = fileURLToPath(new URL('..', import.meta.url));
const nodeFlags = serverCommand.args.filter((arg) => arg.startsWith('--max-'));

const commands = {
  built: serverCommand.args,
  tsx: [...nodeFlags, '--import', 'tsx', 'apps/api/src/server.ts'],
};

function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return round(Number(line?.[1]) / 1024);
}

/** CPU milliseconds (user + system) the process has used so far: on a shared machine, what starting costs apart from waiting. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode === null ? child.once('exit', () => resolve()) : resolve()));
}

async function startOnce(args: string[], dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  while (true) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = performance.now() - started;
  const startCpuMs = child.pid ? cpuMs(child.pid) : Number.NaN;
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const rssMb = child.pid ? residentMb(child.pid) : Number.NaN;
  child.kill('SIGTERM');
  await exited(child);
  return { startMs, startCpuMs, rssMb };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const build = spawnSync(process.execPath, ['scripts/build-api.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-start-'));
try {
  const seed = spawnSync(process.execPath, ['apps/api/dist/seed.js'], { cwd: root, env: { ...process.env, DATA_DIR: dataDir } });
  if (seed.status !== 0) throw new Error(`seeding failed: ${seed.stderr}`);
  const loadBefore = loadavg()[0] ?? 0;
  const runs: Record<keyof typeof commands, { startMs: number; startCpuMs: number; rssMb: number }[]> = { built: [], tsx: [] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const name of ['tsx', 'built'] as const) runs[name].push(await startOnce(commands[name], dataDir));
  }
  console.log(`load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}, ${ROUNDS} rounds`);
  console.log('| command | start to /api/health, median (min–max) | CPU time to start, median | idle RSS, median |');
  console.log('|---|---|---|---|');
  for (const [name, results] of Object.entries(runs)) {
    const starts = results.map((result) => result.startMs);
    console.log(
      `| ${name} | ${round(median(starts), 0)} ms (${round(Math.min(...starts), 0)}–${round(Math.max(...starts), 0)}) | ${median(results.map((result) => result.startCpuMs))} ms | ${median(results.map((result) => result.rssMb))} MB |`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
