import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import type { DatabaseHandle } from '../../apps/api/src/db/client';

/**
 * The API as `npm start` runs it (production: responses written by their schemas, not checked against
 * them again), on the benchmark's database, silent, without demo data or the web build; ready for inject.
 */
export async function benchApp(database: DatabaseHandle) {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-bench-')),
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    NODE_ENV: 'production',
    WEB_DIST: join(tmpdir(), 'portal-no-web-build'),
  });
  const app = await buildApp({ config, database });
  await app.ready();
  return app;
}

export type BenchApp = Awaited<ReturnType<typeof benchApp>>;
