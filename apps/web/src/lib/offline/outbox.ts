import { liveQuery } from 'dexie';
import { api } from '../api/client';
import { ApiError } from '../api/errors';
import { queryClient } from '../queryClient';
import { isConnectionLost } from './connection';
import { userDatabase } from './db';
import type { Draft, OutboxItem } from './outboxItem';
import { offlineOwner } from './owner';

export type { OutboxItem, OutboxKind, OutboxProblem } from './outboxItem';

/** The Background Sync tag the service worker answers by asking an open page to send the outbox. */
export const OUTBOX_SYNC_TAG = 'portal-outbox';

const IN_PROGRESS = 'request.idempotency_in_progress';
const ANSWER_LOST = 'request.idempotency_answer_lost';

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

/** Keeps a write for later with the key it was first sent with; the service worker is asked to wake us when the line is back. */
export async function queue(draft: Draft, key: string): Promise<void> {
  await outbox()?.add({ ...draft, key, state: 'waiting', created_at: new Date().toISOString() });
  askForSync();
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
