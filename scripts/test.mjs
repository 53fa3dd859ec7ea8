// `npm test`: typecheck, lint, API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// web build, browser tests. Runs every step, then prints one total; exits non-zero on any failure.
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
  vitest('api', apiProjects),
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
  vitest('e2e', ['e2e']),
].filter((step) => !only || step.name === only);

let passed = 0;
let failed = 0;
const failedSteps = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (result.status !== 0) failedSteps.push(step.name);
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed + (failedSteps.length && !failed ? failedSteps.length : 0)} failed`);
process.exit(failedSteps.length ? 1 : 0);
