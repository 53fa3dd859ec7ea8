import type { z } from 'zod';
import { api, type ResponseSchema } from '../api/client';
import { isConnectionLost } from './connection';
import type { Draft } from './outboxItem';
import { offlineOwner } from './owner';

export type Sent<T> = { queued: false; answer: T } | { queued: true };

/** The outbox (and Dexie with it) loads with the first write that needs it, not with every page that can write. */
async function queue(draft: Draft, key: string): Promise<{ queued: true }> {
  const outbox = await import('./outbox');
  await outbox.queue(draft, key);
  return { queued: true };
}

/**
 * Sends a write with a fresh idempotency key; without a connection it goes to the outbox with that
 * key (a request that reached the server before the connection dropped is then not recorded twice).
 * A refusal is the caller's, as for any write made online.
 */
export async function sendOrQueue<S extends z.ZodType>(draft: Draft, schema: ResponseSchema<S>): Promise<Sent<z.output<S>>> {
  const key = crypto.randomUUID();
  const signedIn = offlineOwner() !== null;
  if (signedIn && navigator.onLine === false) return queue(draft, key);
  try {
    return { queued: false, answer: await api.keyedPost(draft.path, draft.body, key, schema) };
  } catch (error) {
    if (!signedIn || !isConnectionLost(error)) throw error;
    return queue(draft, key);
  }
}
