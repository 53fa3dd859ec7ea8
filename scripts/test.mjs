// `npm test`: typecheck, lint, build (API and web app), API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), browser tests. Runs every step, prints each step's time and then one
// total as the last line; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
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
const steps = [
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  // The lifecycle tests among the API tests and the browser tests run the built server.
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
  vitest('api', apiProjects),
  vitest('web', ['web']),
  vitest('e2e', ['e2e']),
].filter((step) => !only || step.name === only);

let passed = 0;
let failed = 0;
const failedSteps = [];
const seconds = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = performance.now();
  const result = spawnSync(step.command, step.args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (result.status !== 0) failedSteps.push(step.name);
  seconds.push([step.name, (performance.now() - started) / 1000]);
}

const width = Math.max(...steps.map((step) => step.name.length), 'total'.length);
const row = (name, value) => `${name.padEnd(width)}  ${value.padStart(7)}`;
console.log(`\n${row('step', 'seconds')}`);
for (const [name, value] of seconds) console.log(row(name, value.toFixed(1)));
console.log(row('total', seconds.reduce((sum, [, value]) => sum + value, 0).toFixed(1)));

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed + (failedSteps.length && !failed ? failedSteps.length : 0)} failed`);
process.exit(failedSteps.length ? 1 : 0);
