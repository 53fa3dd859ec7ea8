import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const apiSetup = ['apps/api/test/global-setup.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: apiTests,
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
                globalSetup: apiSetup,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          fileParallelism: false,
          // The page answers asynchronously; on a busy machine a second is too short (Playwright waits 30 s).
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
