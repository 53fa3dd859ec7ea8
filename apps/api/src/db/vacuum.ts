import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

export const VACUUM_INTERVAL_MS = 24 * 60 * 60_000;

/** Reclaims dead rows and refreshes the planner's statistics of every table. */
export async function vacuum(handle: Pick<DatabaseHandle, 'db'>): Promise<void> {
  await handle.db.execute(sql`vacuum (analyze)`);
}

/**
 * PGlite has no autovacuum, so an embedded installation vacuums itself once a day; PostgreSQL's own
 * autovacuum does this for a server. The timer does not keep the process alive. Returns the stop function.
 */
export function scheduleVacuum(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  onError: (error: unknown) => void,
  intervalMs = VACUUM_INTERVAL_MS,
): () => void {
  if (handle.kind !== 'pglite') return () => {};
  const timer = setInterval(() => vacuum(handle).catch(onError), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
