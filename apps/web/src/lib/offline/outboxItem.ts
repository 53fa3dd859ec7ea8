/** The writes a pilot can make without a connection. */
export type OutboxKind = 'flight' | 'logbook_entry' | 'squawk';

/** Why the server refused a queued write: its status, message and field messages, in the user's language. */
export interface OutboxProblem {
  status: number;
  message: string;
  errors: Record<string, string[]>;
}

/** A write kept in IndexedDB until the server has it; `key` is its `Idempotency-Key`. */
export interface OutboxItem {
  id?: number;
  kind: OutboxKind;
  path: string;
  body: Record<string, unknown>;
  key: string;
  /** Where the row would appear (`airplane:12`, `company:3`, `logbook`), so that list shows it as waiting. */
  scope: string;
  /** What the user sees of it before the server answers (registration and times, the squawk's text). */
  label: string;
  state: 'waiting' | 'refused';
  problem?: OutboxProblem;
  created_at: string;
}

/** A write as a feature hands it over: what to send where, and how its list shows it while it waits. */
export type Draft = Pick<OutboxItem, 'kind' | 'path' | 'body' | 'scope' | 'label'>;
