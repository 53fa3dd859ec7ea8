import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const apiTests = ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const apiSetup = ['apps/api/test/global-setup.ts'];
// A worker runs its API files one after another in one process with the modules loaded once (each file
// still builds its own app on its own database copy): importing the app anew for every file was a
// third of the API step. TEST_ISOLATE=1 gives every file a fresh process again (to bisect a leak).
const isolate = process.env.TEST_ISOLATE === '1';
// Vitest's default leaves one core idle (all but one); test files are independent, so use them all.
const workers = (name: string) => Number(process.env[name]) || availableParallelism();

/**
 * Short files that run long: the browser walks open every page of a language (over a minute each) or every page
 * for axe. Without vitest's timings (a fresh clone, CI) files run largest first, so the walks ran last and one
 * worker waited for the other at the end (17 s of a fresh-clone run).
 */
const WALKS = /\/e2e\/(route-translations-\w+|shell-accessibility[\w-]*)\.test\.ts$/;

/** Vitest's order (projects in turn, files timed before longest first, else largest first), the walks first in their project. */
class WalksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const walk = (file: TestSpecification) => WALKS.test(file.moduleId);
    return [...new Set(sorted.map((file) => file.project.name))].flatMap((project) => {
      const own = sorted.filter((file) => file.project.name === project);
      return [...own.filter(walk), ...own.filter((file) => !walk(file))];
    });
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: WalksFirst },
    // Both API projects share one pool: while a PostgreSQL file waits for the server, a PGlite file runs.
    maxWorkers: workers('TEST_WORKERS'),
    projects: [
      {
        test: {
          name: 'api',
          include: apiTests,
          isolate,
          globalSetup: apiSetup,
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                isolate,
                globalSetup: apiSetup,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'] } },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          // A worker's files share one process (Playwright's client loaded once), as the API files do.
          isolate,
          // One server per worker (global-setup.ts); run after the API tests when both are selected.
          maxWorkers: workers('E2E_WORKERS'),
          sequence: { groupOrder: 1 },
          // The page answers asynchronously; on a busy machine a second is too short (Playwright waits 30 s).
          expect: { poll: { timeout: 15_000 } },
          // A journey of many pages took up to 90 s on a two-core machine whose browser work is three times
          // slower than the one 60 s was set on (2026-12-01); a test that hangs is still stopped.
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
