import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

type Reads = readonly (() => PromiseLike<unknown>)[];
type Results<R extends Reads> = { -readonly [K in keyof R]: R[K] extends () => infer P ? Awaited<P> : never };

/**
 * Runs independent reads and gives their results in order: at once on the pool (each on a connection of its own),
 * one after another in a transaction, whose one connection runs one query at a time (pg 9 refuses a second).
 */
export async function readAll<const R extends Reads>(executor: Executor, reads: R): Promise<Results<R>> {
  if (!(executor instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<R>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<R>;
}
