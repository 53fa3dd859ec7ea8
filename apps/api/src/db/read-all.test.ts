import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../../test/database';
import type { DatabaseHandle, Executor } from './client';
import { readAll } from './read-all';
import { companies } from './schema';

describe(`readAll on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  }, 60_000);
  afterAll(async () => handle?.close());

  /** Three reads that log when they start and when their query has answered. */
  function reads(db: Executor, log: string[]) {
    const read =
      <T>(name: string, query: () => PromiseLike<T>) =>
      async () => {
        log.push(`start ${name}`);
        const result = await query();
        log.push(`end ${name}`);
        return result;
      };
    return [
      read('a', () => db.execute(sql`select 1 as n`).then(() => 'a' as const)),
      read('b', () => db.select({ id: companies.id }).from(companies)),
      read('c', async () => 3),
    ] as const;
  }

  it('runs the reads one after another in a transaction, and a nested one', async () => {
    const logs: string[][] = [];
    const results = await handle.db.transaction(async (tx) => {
      const outer: string[] = [];
      const inner: string[] = [];
      logs.push(outer, inner);
      return [await readAll(tx, reads(tx, outer)), await tx.transaction((nested) => readAll(nested, reads(nested, inner)))];
    });
    for (const log of logs) expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    for (const result of results) expect(result).toEqual(['a', [], 3]);
  });

  it('runs them at once on the pool, with the results in order', async () => {
    const log: string[] = [];
    const [a, b, c] = await readAll(handle.db, reads(handle.db, log));
    expect(log.slice(0, 3)).toEqual(['start a', 'start b', 'start c']);
    expect(log.slice(3).sort()).toEqual(['end a', 'end b', 'end c']);
    // The tuple keeps each read's type.
    const typed: ['a', { id: number }[], number] = [a, b, c];
    expect(typed).toEqual(['a', [], 3]);
  });
});
