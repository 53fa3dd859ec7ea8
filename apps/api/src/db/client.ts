import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: services accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data directory, to start other databases from. */
  snapshot?(): Promise<Blob>;
}

export interface DatabaseTarget {
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite's folder; without it (and without url) the database lives in memory. */
  dataDir?: string;
  poolSize?: number;
  /** A PGlite data directory to start from (`dumpDataDir`), instead of an empty database. */
  snapshot?: Blob;
  /**
   * PGlite only: PostgreSQL's page cache (`shared_buffers`, 128MB by default). PGlite clears it at every
   * start, which was half of a small database's start: the API tests' databases take 16MB.
   */
  sharedBuffers?: string;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.url) {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    pool.on('error', () => {
      // An idle client lost its server; the next query reports the failure.
    });
    return {
      db: drizzleNodePg(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (target.dataDir) {
    dataDir = join(target.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir: target.snapshot,
    extensions: { btree_gist, pg_trgm },
    postgresqlconf: target.sharedBuffers && `shared_buffers = ${target.sharedBuffers}`,
  });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}
