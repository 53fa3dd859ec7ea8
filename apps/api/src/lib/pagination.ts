import type { ListQuery } from '@portal/contracts';

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
 */
export async function pageOf<T>(
  request: PageRequest,
  count: () => Promise<number>,
  fetch: (limit?: number, offset?: number) => Promise<T[]>,
): Promise<Page<T>> {
  if (request.paginate === false) return { rows: await fetch() };
  const [total, rows] = await Promise.all([count(), fetch(request.per_page, (request.page - 1) * request.per_page)]);
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
