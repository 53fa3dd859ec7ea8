import type { Config } from '../config';
import { type DatabaseHandle, openDatabase } from './client';
import { runMigrations } from './migrate';

/** Opens the configured database (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await runMigrations(handle);
  return handle;
}
