import type { Airplane, Membership } from '@portal/contracts';
import Dexie, { type Table } from 'dexie';
import { userDatabaseName } from './names';
import type { OutboxItem } from './outboxItem';

/** The cached tables and their indexes, at schema version 1. */
const CACHED_TABLES = {
  memberships: 'id, user_id, company_id, name, status, email',
  airplanes: 'id, registration, model',
  landing_fees: 'id, airplane_id, airport_id',
  courses: 'id, name',
  fees: 'id, ident, title',
};

/** Tables the spec's copy did not have come with a version of their own: 2 adds the outbox of writes made offline. */
const OUTBOX_TABLES = { outbox: '++id, state' };

type OwnDatabase = Dexie & {
  memberships: Table<Membership, number>;
  airplanes: Table<Airplane, number>;
  outbox: Table<OutboxItem, number>;
};

function open(name: string): OwnDatabase {
  const db = new Dexie(name) as OwnDatabase;
  db.version(1).stores(CACHED_TABLES);
  db.version(2).stores(OUTBOX_TABLES);
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

/** The signed-in user's own copy: their memberships, the aircraft they may book, and their outbox. */
export const userDatabase = (userId: number) => once(userDatabaseName(userId));

/** Closes open handles so a wipe (lib/offline/wipe.ts) is not blocked. */
function closeAll() {
  for (const db of opened.values()) db.close();
  opened.clear();
}

window.addEventListener('portal:wipe', closeAll);
