import type { Airplane, Membership } from '@portal/contracts';
import Dexie, { type Table } from 'dexie';
import type { KeptAnswer } from './answers';
import { userDatabaseName } from './names';
import type { OutboxItem } from './outboxItem';
import { SEARCH_FIELDS, SEARCH_WORDS_INDEX, type Searchable, withSearchWords } from './search';

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

/** 4 indexes the words the navbar's search finds a membership or an aircraft by (lib/offline/search.ts). */
const SEARCH_TABLES = {
  memberships: `${CACHED_TABLES.memberships}, ${SEARCH_WORDS_INDEX}`,
  airplanes: `${CACHED_TABLES.airplanes}, ${SEARCH_WORDS_INDEX}`,
};

/** 3 adds the last answer of every read (lib/offline/readCopy.ts), which the pages show when the server cannot be reached. */
const ANSWER_TABLES = { answers: 'key, saved_at' };

type OwnDatabase = Dexie & {
  memberships: Table<Searchable<Membership>, number>;
  airplanes: Table<Searchable<Airplane>, number>;
  outbox: Table<OutboxItem, number>;
  answers: Table<KeptAnswer, string>;
};

function open(name: string): OwnDatabase {
  const db = new Dexie(name) as OwnDatabase;
  db.version(1).stores(CACHED_TABLES);
  db.version(2).stores(OUTBOX_TABLES);
  db.version(3).stores(ANSWER_TABLES);
  db.version(4)
    .stores(SEARCH_TABLES)
    .upgrade(async (tx) => {
      for (const [table, fields] of Object.entries(SEARCH_FIELDS))
        await tx
          .table(table)
          .toCollection()
          .modify((row: Record<string, unknown>) => {
            row.search_words = withSearchWords(row, fields).search_words;
          });
    });
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

/** The signed-in user's own copy: their memberships, the aircraft they may book, the last answers of their reads, and their outbox. */
export const userDatabase = (userId: number) => once(userDatabaseName(userId));

/** Closes open handles so a wipe (lib/offline/wipe.ts) is not blocked. */
function closeAll() {
  for (const db of opened.values()) db.close();
  opened.clear();
}

window.addEventListener('portal:wipe', closeAll);
