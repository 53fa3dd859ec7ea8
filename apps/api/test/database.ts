import { randomBytes } from 'node:crypto';
import { mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database every test file starts from: a PGlite snapshot file or a PostgreSQL database name. */
    databaseTemplate: string;
  }
}

/** Which database the suite runs on: the vitest project sets TEST_DB (pglite or postgres). */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL suites');
  return url;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A PostgreSQL database of its own (a copy of `template` when given), dropped by the returned function. */
export async function createServerDatabase(template?: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  return {
    name,
    url: withDatabase(serverUrl(), name),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The migrated database the test files copy (vitest's global setup makes it once per run):
 * migrating every file's database anew took most of a PGlite file's start.
 */
export async function createDatabaseTemplate(kind: 'pglite' | 'postgres'): Promise<{ ref: string; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({});
    await runMigrations(handle);
    const folder = mkdtempSync(join(tmpdir(), 'portal-template-'));
    const file = join(folder, 'migrated.tar');
    const snapshot = await handle.snapshot?.();
    if (!snapshot) throw new Error('an embedded database gives its snapshot');
    writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
    await handle.close();
    return { ref: file, drop: async () => rmSync(folder, { recursive: true, force: true }) };
  }
  const server = await createServerDatabase();
  const handle = await openDatabase({ url: server.url, poolSize: 1 });
  await runMigrations(handle);
  await handle.close();
  return { ref: server.name, drop: server.drop };
}

/**
 * Fails the run (an uncaught error naming the test) when a query is sent to a PostgreSQL connection that is
 * still running one: a transaction's reads go one after another (readAll in src/db/read-all.ts). pg 8 queues
 * such a query and warns only once per process, and only when a third one queues; pg 9 refuses it.
 */
function refuseOverlappingQueries(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    let running = 0;
    const done = () => {
      running -= 1;
    };
    client.query = ((...args: unknown[]) => {
      if (running > 0) {
        const error = new Error(
          `a query was sent to a PostgreSQL connection still running another (in a transaction?): ${queryText(args[0])}`,
        );
        process.nextTick(() => {
          throw error;
        });
      }
      running += 1;
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          done();
          return callback(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result && typeof (result as PromiseLike<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
      else done(); // a submittable (cursor, stream): not used by the app, and not followed
      return result;
    }) as typeof client.query;
  });
}

const queryText = (query: unknown) =>
  String(typeof query === 'string' ? query : (query as { text?: string })?.text).slice(0, 200);

/** A fresh, migrated database for one test file: PGlite in memory, or its own PostgreSQL database. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (testDatabaseKind === 'pglite') {
    const handle = await openDatabase({ snapshot: await openAsBlob(template), sharedBuffers: '16MB' });
    // Nothing to apply unless a migration was added after the template was made.
    await runMigrations(handle);
    return handle;
  }
  const server = await createServerDatabase(template);
  const handle = await openDatabase({ url: server.url, poolSize: 5 });
  refuseOverlappingQueries((handle.db as unknown as { $client: pg.Pool }).$client);
  await runMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await server.drop();
    },
  };
}
