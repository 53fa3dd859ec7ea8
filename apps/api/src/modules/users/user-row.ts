import type { users } from '../../db/schema';

/** An account as stored; presenters decide which of its fields leave the server. */
export type UserRow = typeof users.$inferSelect;
