import Dexie, { type EntityTable, type Table } from 'dexie';
import { companyDatabaseName, SHARED_DATABASE, userDatabaseName } from './names';

export interface CachedMembership {
  id: number;
  user_id: number;
  company_id: number;
  name: string;
  email?: string;
  status: string;
  roles?: string[];
  company?: { id: number; name: string };
}
export interface CachedAirplane {
  id: number;
  registration: string;
  model: string;
  company_id?: number;
}
interface CacheEntry {
  key: string;
  value: unknown;
  expires_at: number;
}

/** Spec §3 tables and indexes; every database is at schema version 1 (spec §9). */
const COMPANY_TABLES = {
  memberships: 'id, user_id, company_id, name, status, email',
  airplanes: 'id, registration, model',
  landing_fees: 'id, airplane_id, airport_id',
  courses: 'id, name',
  fees: 'id, ident, title',
};

export type OwnDatabase = Dexie & {
  memberships: Table<CachedMembership, number>;
  airplanes: Table<CachedAirplane, number>;
};

function open(name: string): OwnDatabase {
  const db = new Dexie(name) as OwnDatabase;
  db.version(1).stores(COMPANY_TABLES);
  return db;
}

const opened = new Map<string, OwnDatabase>();
function once(name: string): OwnDatabase {
  const existing = opened.get(name);
  if (existing) return existing;
  const db = open(name);
  opened.set(name, db);
  return db;
}

export const userDatabase = (userId: number) => once(userDatabaseName(userId));
export const companyDatabase = (companyId: number) => once(companyDatabaseName(companyId));

export const CACHE_TTL_MS = 30 * 60_000;
let shared: (Dexie & { cache: EntityTable<CacheEntry, 'key'> }) | undefined;
export function sharedDatabase() {
  if (!shared) {
    shared = new Dexie(SHARED_DATABASE) as Dexie & { cache: EntityTable<CacheEntry, 'key'> };
    shared.version(1).stores({ cache: 'key, expires_at' });
  }
  return shared;
}

/** Closes open handles so a wipe (lib/offline/wipe.ts) is not blocked. */
function closeAll() {
  for (const db of opened.values()) db.close();
  opened.clear();
  shared?.close();
  shared = undefined;
}

window.addEventListener('portal:wipe', closeAll);
