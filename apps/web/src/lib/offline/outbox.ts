import { liveQuery } from 'dexie';
import type { z } from 'zod';
import { api, type ResponseSchema } from '../api/client';
import { ApiError } from '../api/errors';
import { queryClient } from '../queryClient';
import { userDatabase } from './db';
import type { OutboxItem } from './outboxItem';
import { offlineOwner } from './owner';

export type { OutboxItem, OutboxKind, OutboxProblem } from './outboxItem';

/** The Background Sync tag the service worker answers by asking an open page to send the outbox. */
export const OUTBOX_SYNC_TAG = 'portal-outbox';

const IN_PROGRESS = 'request.idempotency_in_progress';
const ANSWER_LOST = 'request.idempotency_answer_lost';

/** No answer from the server at all: the network is gone, or a proxy says the server is. */
export function isConnectionLost(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof ApiError && (error.status === 502 || error.status === 504 || error.status === 0);
}

const outbox = () => {
  const owner = offlineOwner();
  return owner === null ? null : userDatabase(owner).outbox;
};

/** Asks the service worker to wake us when the connection is back (where the browser has Background Sync). */
function askForSync() {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then(
      (registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync,
    )
    .then((sync) => sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

export type Draft = Pick<OutboxItem, 'kind' | 'path' | 'body' | 'scope' | 'label'>;
export type Sent<T> = { queued: false; answer: T } | { queued: true };

/**
 * Sends a write with a fresh idempotency key; without a connection it goes to the outbox with that
 * key (a request that reached the server before the connection dropped is then not recorded twice).
 * A refusal is the caller's, as for any write made online.
 */
export async function sendOrQueue<S extends z.ZodType>(draft: Draft, schema: ResponseSchema<S>): Promise<Sent<z.output<S>>> {
  const key = crypto.randomUUID();
  const table = outbox();
  if (table && navigator.onLine === false) return queue(draft, key);
  try {
    return { queued: false, answer: await api.keyedPost(draft.path, draft.body, key, schema) };
  } catch (error) {
    if (!table || !isConnectionLost(error)) throw error;
    return queue(draft, key);
  }
}

async function queue(draft: Draft, key: string): Promise<{ queued: true }> {
  await outbox()?.add({ ...draft, key, state: 'waiting', created_at: new Date().toISOString() });
  askForSync();
  return { queued: true };
}

let flushing: Promise<void> | null = null;

/** Sends the waiting writes in the order they were made; once at a time however often it is asked. */
export function flushOutbox(): Promise<void> {
  flushing ??= sendWaiting().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendWaiting() {
  const table = outbox();
  if (!table) return;
  const waiting = await table.where('state').equals('waiting').sortBy('id');
  let delivered = false;
  for (const item of waiting) {
    const outcome = await deliver(item);
    if (outcome === 'stop') break;
    if (outcome === 'delivered') delivered = true;
  }
  if (delivered) await queryClient.invalidateQueries();
}

/** One queued write: delivered (or already there), refused by the server (kept with its reasons), or the connection is gone again. */
async function deliver(item: OutboxItem): Promise<'delivered' | 'refused' | 'stop'> {
  const table = outbox();
  if (!table || item.id === undefined) return 'stop';
  try {
    await api.keyedPost(item.path, item.body, item.key);
    await table.delete(item.id);
    return 'delivered';
  } catch (error) {
    if (!(error instanceof ApiError)) return 'stop';
    if (error.code === ANSWER_LOST) {
      await table.delete(item.id);
      return 'delivered';
    }
    if (isConnectionLost(error) || error.code === IN_PROGRESS || error.status === 401 || error.status >= 500) return 'stop';
    const problem = { status: error.status, message: error.message, errors: error.errors };
    await table.update(item.id, { state: 'refused', problem });
    return 'refused';
  }
}

/** A refused write, corrected (or as it was), goes back to the queue under a new key and is sent. */
export async function resend(item: OutboxItem, body: Record<string, unknown> = item.body) {
  if (item.id === undefined) return;
  await outbox()?.update(item.id, { body, key: crypto.randomUUID(), state: 'waiting', problem: undefined });
  await flushOutbox();
}

export async function discard(item: OutboxItem) {
  if (item.id !== undefined) await outbox()?.delete(item.id);
}

/** Every queued write of the user, oldest first, as it changes. */
export function watchOutbox(userId: number, onChange: (items: OutboxItem[]) => void): () => void {
  const table = userDatabase(userId).outbox;
  const subscription = liveQuery(() => table.orderBy('id').toArray()).subscribe({ next: onChange, error: () => undefined });
  return () => subscription.unsubscribe();
}
