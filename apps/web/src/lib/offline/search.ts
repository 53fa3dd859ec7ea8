import type { Table } from 'dexie';

export const LOCAL_SEARCH_LIMIT = 100;

/** The multi-entry index the local search reads (user database version 4). */
export const SEARCH_WORDS_INDEX = '*search_words';

/** A cached row with the words it is found by. */
export type Searchable<T> = T & { search_words?: string[] };

/** What each searchable table is found by. */
export const SEARCH_FIELDS = {
  memberships: ['name', 'email'],
  airplanes: ['registration', 'model'],
} as const;

/** The words a row is found by, lower-cased: each field whole ("greta k…") and each of its words ("krause"). */
export function withSearchWords<T extends object>(row: T, fields: readonly string[]): Searchable<T> {
  const words = new Set<string>();
  for (const field of fields) {
    const value = (row as Record<string, unknown>)[field];
    if (typeof value !== 'string' || !value.trim()) continue;
    const lower = value.trim().toLowerCase();
    words.add(lower);
    for (const word of lower.split(/\s+/)) words.add(word);
  }
  return { ...row, search_words: [...words] };
}

/**
 * Case-insensitive prefix match on any word of the row's fields, through the index (a range read, not
 * a scan of every row); at most 100 rows, each once. An empty search gives the first 100 rows.
 */
export async function searchLocal<T>(table: Table<Searchable<T>>, text: string): Promise<T[]> {
  const needle = text.trim().toLowerCase();
  if (!needle) return table.limit(LOCAL_SEARCH_LIMIT).toArray();
  return table.where('search_words').startsWith(needle).distinct().limit(LOCAL_SEARCH_LIMIT).toArray();
}
