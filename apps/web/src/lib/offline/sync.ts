import type { Table } from 'dexie';
import { api } from '../api/client';
import { type CachedAirplane, type CachedMembership, userDatabase } from './db';

export const SYNC_INTERVAL_MS = 10 * 60_000;

interface Model<T> {
  name: string;
  path: (userId: number) => string;
  table: (userId: number) => Table<T, number>;
}

const memberships: Model<CachedMembership> = {
  name: 'memberships',
  path: (id) => `/api/users/${id}/memberships`,
  table: (id) => userDatabase(id).memberships,
};
const airplanes: Model<CachedAirplane> = {
  name: 'airplanes',
  path: (id) => `/api/users/${id}/airplanes`,
  table: (id) => userDatabase(id).airplanes,
};

const running = new Set<string>();

/** Fetches one model and mirrors it locally: rows the server no longer returns are deleted. */
async function syncModel<T extends { id: number }>(model: Model<T>, userId: number) {
  if (running.has(model.name)) return;
  running.add(model.name);
  try {
    const { data } = await api.get<{ data: T[] }>(model.path(userId), { paginate: 'false' });
    const table = model.table(userId);
    const keep = new Set(data.map((row) => row.id));
    const stale = (await table.toCollection().primaryKeys()).filter((id) => !keep.has(id));
    await table.bulkDelete(stale);
    await table.bulkPut(data);
  } catch (error) {
    console.info(`background sync of ${model.name} failed`, error);
  } finally {
    running.delete(model.name);
  }
}

/** Starts the background sync for a signed-in user: now, then every 10 minutes; returns the stop function. */
export function startBackgroundSync(userId: number): () => void {
  const run = () => Promise.all([syncModel(memberships, userId), syncModel(airplanes, userId)]);
  void run();
  const timer = window.setInterval(run, SYNC_INTERVAL_MS);
  return () => window.clearInterval(timer);
}
