import type { z } from 'zod';
import { api, type Query, type ResponseSchema } from './client';

const PER_PAGE = 25;

/**
 * One page of a list the server pages (`page`, `per_page`; `meta` tells how many there are), each row read by `row`.
 * The page's schema is built when the answer arrives, so a list in the shell's first code does not bring zod along.
 */
export function getPage<S extends z.ZodType>(
  path: string,
  row: ResponseSchema<S>,
  page: number,
  query: Query = {},
  signal?: AbortSignal,
) {
  const schema = async () => {
    const [{ pageOf }, item] = await Promise.all([import('@portal/contracts/common'), typeof row === 'function' ? row() : row]);
    return pageOf(item);
  };
  return api.get(path, schema, { ...query, page, per_page: PER_PAGE }, signal);
}
