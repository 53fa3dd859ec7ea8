import type { Executor } from './client';

/**
 * A query every request runs, prepared once per database: drizzle builds its SQL once, and
 * PostgreSQL parses and plans it once per connection instead of on every request.
 */
export function preparedQuery<Q>(prepare: (db: Executor) => Q): (db: Executor) => Q {
  const prepared = new WeakMap<Executor, Q>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
