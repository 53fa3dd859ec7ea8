import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { oneOf } from './one-of';

/**
 * Where a keyed request stands: `running` from the claim until its command commits, `committed` once
 * the command's transaction marked it (the answer is on its way), `done` with the answer kept.
 */
export const IDEMPOTENCY_STATES = ['running', 'committed', 'done'] as const;

/** A write sent with an `Idempotency-Key`: its first answer, kept 24 hours for the repeats. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    key: text('key').notNull(),
    /** sha256 of the request body, so a repeat with another body is told apart. */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: IDEMPOTENCY_STATES }).notNull().default('running'),
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_path_key_idx').on(t.userId, t.path, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_state_check', oneOf(t.state, IDEMPOTENCY_STATES)),
  ],
);
