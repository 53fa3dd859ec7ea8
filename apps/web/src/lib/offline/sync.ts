import { type Airplane, airplaneSchema, listOf, type Membership, membershipSchema } from '@portal/contracts';
import type { Table } from 'dexie';
import type { z } from 'zod';
import { api } from '../api/client';
import { dropOldAnswers } from './answers';
import { userDatabase } from './db';
import type { Going } from './inTurn';
import { flushOutbox } from './outbox';
import { offlineOwner } from './owner';
import { readAheadIsFresh, stampReadAhead } from './readAheadStamp';
import { SEARCH_FIELDS, type Searchable, withSearchWords } from './search';

export const SYNC_INTERVAL_MS = 10 * 60_000;

interface Model<T> {
  name: keyof typeof SEARCH_FIELDS;
  path: (userId: number) => string;
  schema: z.ZodType<{ data: T[] }>;
  table: (userId: number) => Table<Searchable<T>, number>;
}

const memberships: Model<Membership> = {
  name: 'memberships',
  path: (id) => `/api/users/${id}/memberships`,
  schema: listOf(membershipSchema),
  table: (id) => userDatabase(id).memberships,
};
const airplanes: Model<Airplane> = {
  name: 'airplanes',
  path: (id) => `/api/users/${id}/airplanes`,
  schema: listOf(airplaneSchema),
  table: (id) => userDatabase(id).airplanes,
};

const running = new Set<string>();

/** Fetches one model and mirrors it locally: rows the server no longer returns are deleted. */
async function syncModel<T extends { id: number }>(model: Model<T>, userId: number) {
  if (running.has(model.name)) return;
  running.add(model.name);
  try {
    const { data } = await api.get(model.path(userId), model.schema, { paginate: 'false' });
    // Signed out (or a 401 wiped the copy) while the answer was on its way: the database is not opened again.
    if (offlineOwner() !== userId) return;
    const table = model.table(userId);
    const keep = new Set(data.map((row) => row.id));
    const stale = (await table.toCollection().primaryKeys()).filter((id) => !keep.has(id));
    await table.bulkDelete(stale);
    await table.bulkPut(data.map((row) => withSearchWords(row, SEARCH_FIELDS[model.name])));
  } catch (error) {
    console.info(`background sync of ${model.name} failed`, error);
  } finally {
    running.delete(model.name);
  }
}

/** The service worker's Background Sync event, passed on to the page (lib/serviceWorker.ts's worker posts it). */
const OUTBOX_MESSAGE = 'portal:outbox-sync';

/**
 * Starts the background sync for a signed-in user: now, then every 10 minutes, and again when the
 * connection returns, the tab is shown or another company is chosen; each run first sends the outbox, then mirrors the models
 * and reads ahead what the pages show offline (app/shell/offlinePrefetch.ts), one read after the other. Stops, the run under way
 * too, when the user signs out, a 401 wipes the copy or the app's error page shows ('portal:app-error'). Returns the stop function.
 */
export function startBackgroundSync(userId: number, readPages: (going: Going) => Promise<void>): () => void {
  let stopped = false;
  const going = () => !stopped && offlineOwner() === userId;
  let reading = false;
  // Asked for while a read-ahead was under way (another company chosen): run once more after it, as the
  // one under way reads the company that was active when it began, perhaps none.
  let again = false;
  const readAhead = async (always: boolean): Promise<void> => {
    if (!going()) return;
    if (reading) {
      again ||= always;
      return;
    }
    if (!always && readAheadIsFresh(userId)) return;
    reading = true;
    try {
      await readPages(going);
      if (going()) {
        await dropOldAnswers(userId);
        stampReadAhead(userId);
      }
    } finally {
      reading = false;
    }
    if (again) {
      again = false;
      await readAhead(true);
    }
  };
  const run = (always = false) =>
    flushOutbox()
      .then(async () => {
        if (going()) await Promise.all([syncModel(memberships, userId), syncModel(airplanes, userId)]);
      })
      .then(() => readAhead(always))
      .catch((error: unknown) => console.info('background sync failed', error));
  void run();
  const timer = window.setInterval(() => run(true), SYNC_INTERVAL_MS);
  const onVisible = () => document.visibilityState === 'visible' && void run();
  const onOnline = () => void run(true);
  // Another company's copy is read whether or not the last read-ahead (of the one before) is fresh.
  const onCompany = () => void run(true);
  const onMessage = (event: MessageEvent) => event.data?.type === OUTBOX_MESSAGE && void flushOutbox();
  window.addEventListener('online', onOnline);
  // Another company chosen: its copy is read ahead at once.
  window.addEventListener('portal:company', onCompany);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  const stop = () => {
    stopped = true;
    window.clearInterval(timer);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('portal:company', onCompany);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    window.removeEventListener('portal:app-error', stop);
  };
  window.addEventListener('portal:app-error', stop);
  return stop;
}
