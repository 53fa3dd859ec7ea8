import { type Airplane, airplaneSchema, listOf, type Membership, membershipSchema } from '@portal/contracts';
import type { Table } from 'dexie';
import type { z } from 'zod';
import { api } from '../api/client';
import { userDatabase } from './db';

export const SYNC_INTERVAL_MS = 10 * 60_000;

interface Model<T> {
  name: string;
  path: (userId: number) => string;
  schema: z.ZodType<{ data: T[] }>;
  table: (userId: number) => Table<T, number>;
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
