import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const apiSetup = ['apps/api/test/global-setup.ts'];
// A worker runs its API files one after another in one process with the modules loaded once (each file
// still builds its own app on its own database copy): importing the app anew for every file was a
// third of the API step. TEST_ISOLATE=1 gives every file a fresh process again (to bisect a leak).
const isolate = process.env.TEST_ISOLATE === '1';
// Vitest's default leaves one core idle (all but one); test files are independent, so use them all.
const workers = (name: string) => Number(process.env[name]) || availableParallelism();

export default defineConfig({
  test: {
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
