/** What PostgreSQL reports about a failed statement (PGlite and node-postgres use the same fields). */
export interface PgErrorFields {
  code?: string;
  constraint?: string;
}

/** The PostgreSQL error behind a failure, also when Drizzle wraps it in a DrizzleQueryError (as `cause`). */
export function pgErrorOf(error: unknown): PgErrorFields | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 3; depth++) {
    const fields = current as PgErrorFields & { cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return undefined;
}

/** True when the error is a unique violation, of the named constraint when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && (!constraint || pg.constraint === constraint);
}
