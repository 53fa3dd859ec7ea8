import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** A row keyed by the table's SQL column names (snake_case), as in a data file. */
export type RawRow = Record<string, string | number | boolean | null>;

/**
 * Inserts many rows in one statement with a single JSON parameter (no limit on bound
 * parameters, same SQL on PGlite and PostgreSQL). Rows with an existing primary key are
 * updated, left alone with `onConflict: 'nothing'`, or fail the statement with `'fail'`
 * (the fastest, for tables emptied first).
 */
export async function insertJsonRows(
  db: Executor,
  table: PgTable,
  rows: RawRow[],
  onConflict: 'update' | 'nothing' | 'fail' = 'update',
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.values(getTableColumns(table)).filter((column) => !column.generated);
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const recordType = sql.join(
    columns.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const keys = columns.filter((column) => column.primary);
  let conflict: SQL = onConflict === 'nothing' ? sql`on conflict do nothing` : sql``;
  if (onConflict === 'update' && keys.length > 0) {
    const updates = columns
      .filter((column) => !column.primary)
      .map((column) => sql`${sql.identifier(column.name)} = excluded.${sql.identifier(column.name)}`);
    conflict = sql`on conflict (${sql.join(
      keys.map((key) => sql.identifier(key.name)),
      sql`, `,
    )}) do update set ${sql.join(updates, sql`, `)}`;
  }
  await db.execute(sql`
    insert into ${sql.identifier(getTableName(table))} (${names})
    select ${names} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${recordType})
    ${conflict}`);
}
