// `npm test`: typecheck, lint, build (API and web app), web unit tests, API tests (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), browser tests. Runs every step, prints each step's time
// and the whole run's; exits non-zero on any failure. The typecheck runs beside lint, build and the
// web unit tests: tsc keeps one core busy, and so do they for the most part, so on two cores the
// typecheck's time is saved; its output is printed when it ends.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const only = process.argv[2];

const vitest = (name, projects) => ({
  name,
  command: 'npx',
  args: [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, `${name}.json`)}`,
  ],
  report: join(reports, `${name}.json`),
});

const apiProjects = process.env.TEST_DATABASE_URL ? ['api', 'api-postgres'] : ['api'];
const typecheck = { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] };
const beside = [
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  // The lifecycle tests among the API tests and the browser tests run the built server.
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
  vitest('web', ['web']),
];
const after = [vitest('api', apiProjects), vitest('e2e', ['e2e'])];
const selected = (step) => !only || step.name === only;
const steps = [typecheck, ...beside, ...after].filter(selected);

let passed = 0;
let failed = 0;
const failedSteps = [];
const seconds = new Map();

/** Runs one step; a step run beside others keeps its output until it ends, so the log stays readable. */
function run(step, { buffered = false } = {}) {
  if (!buffered) console.log(`\n▶ ${step.name}`);
  const started = performance.now();
  const child = spawn(step.command, step.args, {
    cwd: root,
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (buffered) {
        console.log(`\n▶ ${step.name} (ran beside ${beside.map(({ name }) => name).join(', ')})`);
        process.stdout.write(Buffer.concat(output));
      }
      if (step.report && existsSync(step.report)) {
        const report = JSON.parse(readFileSync(step.report, 'utf8'));
        passed += report.numPassedTests;
        failed += report.numFailedTests;
      }
      if (code !== 0) failedSteps.push(step.name);
      seconds.set(step.name, (performance.now() - started) / 1000);
      resolve();
    });
  });
}

async function inTurn(list) {
  for (const step of list.filter(selected)) await run(step);
}

const started = performance.now();
await Promise.all([selected(typecheck) ? run(typecheck, { buffered: !only }) : undefined, inTurn(beside)]);
await inTurn(after);

const width = Math.max(...steps.map((step) => step.name.length), 'total'.length);
const row = (name, value) => `${name.padEnd(width)}  ${value.padStart(7)}`;
console.log(`\n${row('step', 'seconds')}`);
for (const step of steps) console.log(row(step.name, seconds.get(step.name).toFixed(1)));
// The whole run, not the steps' sum: the typecheck's time is inside lint's, build's and web's.
console.log(row('total', ((performance.now() - started) / 1000).toFixed(1)));

rmSync(reports, { recursive: true, force: true });
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed + (failedSteps.length && !failed ? failedSteps.length : 0)} failed`);
process.exit(failedSteps.length ? 1 : 0);
