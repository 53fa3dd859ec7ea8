import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A CHECK that the column holds one of the contract's values, so the database refuses what the API would. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(quoted(values))})`;
}

/** A CHECK that every element of an array column is one of the contract's values. */
export function allOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} <@ array[${sql.raw(quoted(values))}]::text[]`;
}

const quoted = (values: readonly string[]) => values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
