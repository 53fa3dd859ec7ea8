import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createServerDatabase, createTestDatabase, testDatabaseKind } from '../../test/database';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { scheduledJobs } from '../db/schema';
import { JOB_RETRY_MS, runIfDue, type ScheduledJob, scheduleJob } from './jobs';

const HOUR = 3600_000;

function countingJob(name: string, intervalMs = HOUR) {
  const job = {
    name,
    intervalMs,
    runs: 0,
    run: async () => {
      job.runs += 1;
      // Long enough that the other takers ask while this run still holds the lease.
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
  return job;
}

async function jobRow(handle: DatabaseHandle, name: string) {
  const [row] = await handle.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  if (!row) throw new Error(`no scheduled job ${name}`);
  return row;
}

/** The database's view of how far away a timestamp is, so the test does not compare two clocks. */
async function msFromNow(handle: DatabaseHandle, at: Date) {
  const [row] = await handle.db.select({ now: sql<string>`now()::text` }).from(sql`(select 1) as one`);
  return at.getTime() - Date.parse(row?.now ?? '');
}

describe(`scheduled jobs with leases on ${testDatabaseKind}`, () => {
  let handles: DatabaseHandle[] = [];
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    if (testDatabaseKind === 'postgres') {
      // Two server processes share one database: two pools stand for them.
      const server = await createServerDatabase(inject('databaseTemplate'));
      drop = server.drop;
      handles = [await openDatabase({ url: server.url, poolSize: 5 }), await openDatabase({ url: server.url, poolSize: 5 })];
    } else {
      // The embedded database has one process: its takers race within it.
      const handle = await createTestDatabase();
      handles = [handle, handle];
    }
  }, 60_000);

  const db = (i: number) => (handles[i % 2] as DatabaseHandle).db;

  afterAll(async () => {
    for (const handle of new Set(handles)) await handle.close();
    await drop();
  });

  it('runs a due job exactly once however many takers ask at the same moment, then not before its interval', async () => {
    const job = countingJob('race');
    const attempts = Array.from({ length: 20 }, (_, i) => runIfDue(db(i), job, `process-${i % 2}-${i}`));
    const outcomes = await Promise.all(attempts);
    expect(job.runs).toBe(1);
    expect(outcomes.filter((outcome) => outcome === 'ran')).toHaveLength(1);

    const row = await jobRow(handles[0] as DatabaseHandle, 'race');
    expect(row.leasedBy).toBeNull();
    expect(row.lastRunAt).not.toBeNull();
    expect(await msFromNow(handles[0] as DatabaseHandle, row.nextRunAt)).toBeGreaterThan(HOUR - 60_000);
    expect(await runIfDue(db(1), job, 'late-comer')).toBe('skipped');
    expect(job.runs).toBe(1);
  });

  it('retries a failed run with a doubling backoff and keeps the error, then clears it on success', async () => {
    const handle = handles[0] as DatabaseHandle;
    let fail = true;
    const job: ScheduledJob = {
      name: 'flaky',
      intervalMs: HOUR,
      run: async () => {
        if (fail) throw new Error('mail server down');
      },
    };
    await expect(runIfDue(handle.db, job, 'a')).rejects.toThrow('mail server down');
    let row = await jobRow(handle, 'flaky');
    expect(row).toMatchObject({ failures: 1, lastError: 'mail server down', leasedBy: null });
    expect(await msFromNow(handle, row.nextRunAt)).toBeGreaterThan(JOB_RETRY_MS - 10_000);
    expect(await msFromNow(handle, row.nextRunAt)).toBeLessThanOrEqual(JOB_RETRY_MS);

    await handle.db.update(scheduledJobs).set({ nextRunAt: sql`now()` }).where(eq(scheduledJobs.name, 'flaky'));
    await expect(runIfDue(handle.db, job, 'b')).rejects.toThrow();
    row = await jobRow(handle, 'flaky');
    expect(row.failures).toBe(2);
    expect(await msFromNow(handle, row.nextRunAt)).toBeGreaterThan(2 * JOB_RETRY_MS - 10_000);

    fail = false;
    await handle.db.update(scheduledJobs).set({ nextRunAt: sql`now()` }).where(eq(scheduledJobs.name, 'flaky'));
    expect(await runIfDue(handle.db, job, 'c')).toBe('ran');
    expect(await jobRow(handle, 'flaky')).toMatchObject({ failures: 0, lastError: null });
  });

  it('lets another taker run a job whose holder died mid-run once the lease has expired', async () => {
    const handle = handles[0] as DatabaseHandle;
    const job = countingJob('orphaned');
    await handle.db
      .insert(scheduledJobs)
      .values({ name: 'orphaned', nextRunAt: sql`now()`, leasedBy: 'dead', leasedUntil: sql`now() + interval '1 minute'` });
    expect(await runIfDue(db(1), job, 'alive')).toBe('skipped');
    await handle.db
      .update(scheduledJobs)
      .set({ leasedUntil: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, 'orphaned'));
    expect(await runIfDue(db(1), job, 'alive')).toBe('ran');
    expect(job.runs).toBe(1);
  });

  it('two app instances starting together run a due job once, and a restart does not run it again', async () => {
    const job = countingJob('app-race');
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-jobs-')),
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      WEB_DIST: join(tmpdir(), 'portal-no-web-build'),
    });
    const start = async (handle: DatabaseHandle) => {
      const app = await buildApp({ config, database: { ...handle, close: async () => {} } });
      await app.register(async (instance) => scheduleJob(instance, job));
      return app;
    };
    const apps = await Promise.all(handles.map(start));
    try {
      await Promise.all(apps.map((app) => app.ready()));
      expect(job.runs).toBe(1);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
    const restarted = await start(handles[1] as DatabaseHandle);
    await restarted.ready();
    await restarted.close();
    expect(job.runs).toBe(1);
    const row = await jobRow(handles[0] as DatabaseHandle, 'app-race');
    expect(row.leasedBy).toBeNull();
  });
});
