import type { pageMetaSchema } from '@portal/contracts';
import type { z } from 'zod';
import { api } from './client';

export type PageMeta = z.infer<typeof pageMetaSchema>;
export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

export const PER_PAGE = 25;

/** One page of a list the server pages (`page`, `per_page`; `meta` tells how many there are). */
export function getPage<T>(path: string, page: number, query: Parameters<typeof api.get>[1] = {}, signal?: AbortSignal) {
  return api.get<Paged<T>>(path, { ...query, page, per_page: PER_PAGE }, signal);
}
