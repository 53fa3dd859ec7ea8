import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema';

/** How long a key answers its repeats. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/**
 * A claim whose command has not committed after this long was left by a process that died: a
 * repeat with the same body takes it over. A committed one this old lost its answer.
 */
export const IDEMPOTENCY_LEASE_MS = 60_000;

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export interface KeyedRequest {
  userId: number;
  path: string;
  key: string;
  requestHash: string;
}

const ago = (ms: number): SQL => sql`now() - ${`${ms} milliseconds`}::interval`;

/**
 * Claims the key for this request in one statement, so of two requests at once exactly one gets it:
 * a new key, an expired one, or one left running by a dead process with the same body. Answers the
 * claim's id, or the row that holds the key now.
 */
export async function claimKey(
  db: Executor,
  request: KeyedRequest,
): Promise<{ claimed: number } | { held: IdempotencyRow | undefined }> {
  const fresh = { state: 'running' as const, responseStatus: null, responseBody: null };
  const [claim] = await db
    .insert(idempotencyKeys)
    .values({ ...request, ...fresh })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.path, idempotencyKeys.key],
      set: { requestHash: request.requestHash, ...fresh, createdAt: sql`now()`, updatedAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} < ${ago(IDEMPOTENCY_TTL_MS)} or (${idempotencyKeys.state} = 'running'
        and ${idempotencyKeys.updatedAt} < ${ago(IDEMPOTENCY_LEASE_MS)}
        and ${idempotencyKeys.requestHash} = ${request.requestHash})`,
    })
    .returning({ id: idempotencyKeys.id });
  if (claim) return { claimed: claim.id };
  const [held] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, request.userId),
        eq(idempotencyKeys.path, request.path),
        eq(idempotencyKeys.key, request.key),
      ),
    );
  return { held };
}

/** Inside the command's transaction: the key commits with the command, or stays running and is let go. */
export async function markCommitted(tx: Executor, id: number): Promise<void> {
  await tx.update(idempotencyKeys).set({ state: 'committed', updatedAt: sql`now()` }).where(eq(idempotencyKeys.id, id));
}

export async function keepAnswer(db: Executor, id: number, status: number, body: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: status, responseBody: body, updatedAt: sql`now()` })
    .where(eq(idempotencyKeys.id, id));
}

/** A request that failed before its command committed keeps no key: the same key may be sent again. */
export async function releaseKey(db: Executor, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.state, 'running')));
}

/** Whether a held key's first request may still answer (running or committed a moment ago). */
export const isRecent = (row: IdempotencyRow, now = Date.now()) => now - row.updatedAt.getTime() < IDEMPOTENCY_LEASE_MS;

export async function purgeExpiredKeys(db: Executor): Promise<number> {
  const purged = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, ago(IDEMPOTENCY_TTL_MS)))
    .returning({ id: idempotencyKeys.id });
  return purged.length;
}
