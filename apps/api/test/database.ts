import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

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

/** A PostgreSQL database of its own, dropped by the returned function. */
export async function createServerDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(serverUrl(), name),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A fresh, migrated database for one test file: PGlite in memory, or its own PostgreSQL database. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') {
    const handle = await openDatabase({});
    await runMigrations(handle);
    return handle;
  }
  const server = await createServerDatabase();
  const handle = await openDatabase({ url: server.url, poolSize: 5 });
  await runMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await server.drop();
    },
  };
}
