import type { Airplane, Membership } from '@portal/contracts';
import Dexie, { type Table } from 'dexie';
import { userDatabaseName } from './names';

/** The cached tables and their indexes, at schema version 1. */
const CACHED_TABLES = {
  memberships: 'id, user_id, company_id, name, status, email',
  airplanes: 'id, registration, model',
  landing_fees: 'id, airplane_id, airport_id',
  courses: 'id, name',
  fees: 'id, ident, title',
};

type OwnDatabase = Dexie & {
  memberships: Table<Membership, number>;
  airplanes: Table<Airplane, number>;
};

function open(name: string): OwnDatabase {
  const db = new Dexie(name) as OwnDatabase;
  db.version(1).stores(CACHED_TABLES);
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

/** The signed-in user's own copy: their memberships and the aircraft they may book. */
export const userDatabase = (userId: number) => once(userDatabaseName(userId));

/** Closes open handles so a wipe (lib/offline/wipe.ts) is not blocked. */
function closeAll() {
  for (const db of opened.values()) db.close();
  opened.clear();
}

window.addEventListener('portal:wipe', closeAll);
