import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client';
import { scheduledJobs } from '../db/schema';

/** How often a process looks whether a job is due: a job runs at most this late. */
export const JOB_POLL_MS = 60_000;
/** A run that takes longer than this is taken for dead, and another process may take the job. */
export const JOB_LEASE_MS = 15 * 60_000;
/** The first retry after a failure; each further failure doubles it, up to the job's interval. */
export const JOB_RETRY_MS = 60_000;

/** Who holds a lease: one name per server process, so a process never steals its own job. */
const processOwner = `${process.pid}-${randomUUID()}`;

export interface ScheduledJob {
  /** Unique across the app: the row in `scheduled_jobs`. */
  name: string;
  intervalMs: number;
  run: () => Promise<void>;
}

const at = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`;

/**
 * Takes the job's lease when it is due and nobody holds a live lease, in one conditional update:
 * of several processes asking at once, exactly one gets the row back.
 */
async function takeLease(db: Executor, name: string, owner: string): Promise<boolean> {
  await db.insert(scheduledJobs).values({ name }).onConflictDoNothing();
  const taken = await db
    .update(scheduledJobs)
    .set({ leasedUntil: at(JOB_LEASE_MS), leasedBy: owner })
    .where(
      and(
        eq(scheduledJobs.name, name),
        lte(scheduledJobs.nextRunAt, sql`now()`),
        or(isNull(scheduledJobs.leasedUntil), lt(scheduledJobs.leasedUntil, sql`now()`)),
      ),
    )
    .returning({ name: scheduledJobs.name });
  return taken.length === 1;
}

/**
 * Runs the job if this process takes its lease, then sets its next run: the interval after a
 * success, a doubling backoff after a failure (with the error kept in `last_error`).
 * Answers whether it ran.
 */
export async function runIfDue(db: Executor, job: ScheduledJob, owner = processOwner): Promise<'ran' | 'failed' | 'skipped'> {
  if (!(await takeLease(db, job.name, owner))) return 'skipped';
  const mine = and(eq(scheduledJobs.name, job.name), eq(scheduledJobs.leasedBy, owner));
  try {
    await job.run();
  } catch (error) {
    const [row] = await db.select({ failures: scheduledJobs.failures }).from(scheduledJobs).where(mine);
    const failures = (row?.failures ?? 0) + 1;
    const retryMs = Math.min(job.intervalMs, JOB_RETRY_MS * 2 ** Math.min(failures - 1, 20));
    await db
      .update(scheduledJobs)
      .set({
        nextRunAt: at(retryMs),
        leasedUntil: null,
        leasedBy: null,
        failures,
        lastError: error instanceof Error ? error.message : String(error),
      })
      .where(mine);
    throw error;
  }
  await db
    .update(scheduledJobs)
    .set({
      nextRunAt: at(job.intervalMs),
      lastRunAt: sql`now()`,
      leasedUntil: null,
      leasedBy: null,
      failures: 0,
      lastError: null,
    })
    .where(mine);
  return 'ran';
}

/**
 * Runs `job` once per interval across all server processes on the database: each process looks
 * when it is ready and then every poll (a timer that does not keep it alive), and only the one that
 * takes the lease runs it. The next run is kept in the database, so a restart neither repeats nor
 * skips it; a failure is logged and retried with backoff.
 */
export function scheduleJob(app: FastifyInstance, job: ScheduledJob) {
  const tick = async () => {
    try {
      await runIfDue(app.db, job);
    } catch (error) {
      app.log.error({ err: error }, `${job.name} failed`);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await tick();
    timer = setInterval(() => void tick(), Math.min(job.intervalMs, JOB_POLL_MS));
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
