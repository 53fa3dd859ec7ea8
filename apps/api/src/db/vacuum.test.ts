import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client';
import { scheduleVacuum, VACUUM_INTERVAL_MS } from './vacuum';

const vacuumCount = async (handle: Awaited<ReturnType<typeof openDatabase>>) => {
  const { rows } = (await handle.db.execute(
    sql`select vacuum_count from pg_stat_user_tables where relname = 'notes'`,
  )) as unknown as { rows: { vacuum_count: number | string }[] };
  return Number(rows[0]?.vacuum_count ?? 0);
};

describe('the embedded database vacuums itself', () => {
  afterEach(() => vi.useRealTimers());

  // Starting an embedded database takes most of this test, and long on a busy machine.
  it('runs VACUUM once a day on PGlite, and stops when told', { timeout: 120_000 }, async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const handle = await openDatabase({});
    await handle.db.execute(sql`create table notes (id int)`);
    await handle.db.execute(sql`insert into notes select generate_series(1, 100)`);
    await handle.db.execute(sql`delete from notes where id > 50`);
    const errors: unknown[] = [];
    const stop = scheduleVacuum(handle, (error) => errors.push(error));

    await vi.advanceTimersByTimeAsync(VACUUM_INTERVAL_MS - 1);
    expect(await vacuumCount(handle)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect.poll(() => vacuumCount(handle)).toBe(1);
    await vi.advanceTimersByTimeAsync(VACUUM_INTERVAL_MS);
    await expect.poll(() => vacuumCount(handle)).toBe(2);

    stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(errors).toEqual([]);
    await handle.close();
  });

  it('leaves a PostgreSQL server to its own autovacuum', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    scheduleVacuum({ kind: 'postgres', db: undefined as never }, () => {});
    expect(vi.getTimerCount()).toBe(0);
  });
});
