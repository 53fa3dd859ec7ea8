import { eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { buildUser } from '../../../test/factories';
import type { Database } from '../../db/client';
import { scheduledJobs, sessions } from '../../db/schema';
import { SESSION_PURGE_INTERVAL_MS } from './session-purge';

const HOUR = 3600_000;

async function addSession(db: Database, userId: number, idHash: string, expiresInMs: number) {
  await db.insert(sessions).values({ idHash, userId, expiresAt: new Date(Date.now() + expiresInMs) });
}

async function remaining(db: Database) {
  const rows = await db.select({ idHash: sessions.idHash }).from(sessions).orderBy(sessions.idHash);
  return rows.map((row) => row.idHash);
}

afterEach(() => {
  vi.useRealTimers();
});

it('deletes expired sessions and tokens at start and every hour, keeps live ones, and stops with the server', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const { app, db, handle } = await buildTestApp();
  try {
    const user = await buildUser(db);
    await addSession(db, user.id, 'expired-yesterday', -24 * HOUR);
    await addSession(db, user.id, 'live-for-a-day', 24 * HOUR);
    await addSession(db, user.id, 'live-for-half-an-hour', HOUR / 2);

    await app.ready();
    expect(await remaining(db)).toEqual(['live-for-a-day', 'live-for-half-an-hour']);

    await db
      .insert(sessions)
      .values({ idHash: 'expired-token', kind: 'token', userId: user.id, expiresAt: new Date(Date.now() - 1) });
    expect(SESSION_PURGE_INTERVAL_MS).toBe(HOUR);
    const [job] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'expired session purge'));
    expect(job?.nextRunAt.getTime()).toBeGreaterThan(Date.now() + HOUR - 60_000);
    // The database's clock is real: the hour has passed once the stored next run is.
    await db
      .update(scheduledJobs)
      .set({ nextRunAt: new Date(Date.now() - 1) })
      .where(eq(scheduledJobs.name, 'expired session purge'));
    await vi.advanceTimersByTimeAsync(HOUR);
    await vi.waitFor(async () => expect(await remaining(db)).toEqual(['live-for-a-day', 'live-for-half-an-hour']));
  } finally {
    await app.close();
    await handle.close();
  }
  expect(vi.getTimerCount()).toBe(0);
});
