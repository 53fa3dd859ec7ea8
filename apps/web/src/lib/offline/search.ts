import type { Table } from 'dexie';

export const LOCAL_SEARCH_LIMIT = 100;

/** Case-insensitive prefix match on any of the fields; an empty search gives the first 100 rows. */
export async function searchLocal<T>(table: Table<T>, fields: (keyof T & string)[], text: string): Promise<T[]> {
  const needle = text.trim().toLowerCase();
  if (!needle) return table.limit(LOCAL_SEARCH_LIMIT).toArray();
  return table
    .filter((row) =>
      fields.some((field) => {
        const value = row[field];
        return (
          typeof value === 'string' &&
          value
            .toLowerCase()
            .split(/\s+/)
            .concat(value.toLowerCase())
            .some((w) => w.startsWith(needle))
        );
      }),
    )
    .limit(LOCAL_SEARCH_LIMIT)
    .toArray();
}
