import { pageMetaSchema } from '@portal/contracts';
import { z } from 'zod';
import { api, type Query } from './client';

const PER_PAGE = 25;

/** One page of a list the server pages (`page`, `per_page`; `meta` tells how many there are), each row read by `row`. */
export function getPage<S extends z.ZodType>(path: string, row: S, page: number, query: Query = {}, signal?: AbortSignal) {
  const schema = z.object({ data: z.array(row), meta: pageMetaSchema });
  return api.get(path, schema, { ...query, page, per_page: PER_PAGE }, signal);
}
