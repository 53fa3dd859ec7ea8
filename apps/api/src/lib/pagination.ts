import type { ListQuery } from '@portal/contracts';
import type { Executor } from '../db/client';
import { readAll } from '../db/read-all';

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface Page<T> {
  rows: T[];
  meta?: PageMeta;
}

type PageRequest = Pick<ListQuery, 'page' | 'per_page'> & { paginate?: boolean };

/**
 * Runs a list query as the contract asks: every row with `paginate=false`,
 * otherwise one page plus `meta`. `fetch` receives limit and offset (none for all rows).
 * Give `db`, what count and fetch read from, when it may be a transaction: they then run one after the other (readAll).
 */
export async function pageOf<T>(
  request: PageRequest,
  count: () => Promise<number>,
  fetch: (limit?: number, offset?: number) => Promise<T[]>,
  db?: Executor,
): Promise<Page<T>> {
  if (request.paginate === false) return { rows: await fetch() };
  const page = () => fetch(request.per_page, (request.page - 1) * request.per_page);
  const [total, rows] = db ? await readAll(db, [count, page]) : await Promise.all([count(), page()]);
  return {
    rows,
    meta: {
      current_page: request.page,
      last_page: Math.max(1, Math.ceil(total / request.per_page)),
      per_page: request.per_page,
      total,
    },
  };
}

/** Escapes LIKE wildcards so a search for "50%" finds that text. */
export const likePrefix = (search: string) => `${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const likeContains = (search: string) => `%${likePrefix(search)}`;
