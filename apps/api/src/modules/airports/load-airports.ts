import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import { insertJsonRows, type RawRow } from '../../db/bulk-insert';
import type { Database, Executor } from '../../db/client';
import {
  airportFrequencies,
  airportSearchPrefixes,
  airportSearchTerms,
  airports,
  referenceDataVersions,
  runways,
} from '../../db/schema';
import { shippedAirportsDir } from '../../paths';
import { airportRow, type CsvRecord, frequencyRow, runwayRow } from './ourairports-rows';
import { PrefixCounter, RANKED_PREFIX_MINIMUM, typeRankOf } from './search-terms';

export interface AirportFiles {
  airports: string;
  runways: string;
  frequencies: string;
}

export interface AirportLoadResult {
  skipped: boolean;
  airports: number;
  runways: number;
  frequencies: number;
  milliseconds: number;
}

const DATA_SET = 'ourairports';
/** Raise when the mapping of the files to rows changes, so existing databases load again. */
const LOADER_VERSION = '3';
const BATCH_SIZE = 2000;

/** The three files in a folder, gzipped (as shipped) or plain (as in the test fixture). */
export function airportFilesIn(directory: string): AirportFiles {
  const file = (name: string) =>
    existsSync(join(directory, `${name}.csv.gz`)) ? join(directory, `${name}.csv.gz`) : join(directory, `${name}.csv`);
  return { airports: file('airports'), runways: file('runways'), frequencies: file('airport-frequencies') };
}

/** The files shipped in apps/api/data/ourairports. */
export const shippedAirportFiles = airportFilesIn(shippedAirportsDir);

/** AIRPORTS_DATA_DIR when set (a smaller set for tests that start the server), else the shipped files. */
export const configuredAirportFiles = (config: Pick<Config, 'AIRPORTS_DATA_DIR'>) =>
  config.AIRPORTS_DATA_DIR ? airportFilesIn(config.AIRPORTS_DATA_DIR) : shippedAirportFiles;

async function checksumOf(files: AirportFiles): Promise<string> {
  const hash = createHash('sha256').update(LOADER_VERSION);
  for (const path of [files.airports, files.runways, files.frequencies]) hash.update(await readFile(path));
  return hash.digest('hex');
}

/** Streams a CSV file (gzip when it ends in .gz) record by record. */
export function readCsv(path: string): AsyncIterable<CsvRecord> {
  const file = createReadStream(path);
  const parser = parse({ columns: true, relax_column_count: true });
  file.on('error', (error) => parser.destroy(error));
  if (path.endsWith('.gz')) {
    const gunzip = createGunzip();
    gunzip.on('error', (error) => parser.destroy(error));
    return file.pipe(gunzip).pipe(parser);
  }
  return file.pipe(parser);
}

interface FileLoad {
  path: string;
  table: PgTable;
  toRow: (record: CsvRecord) => RawRow | null;
  /** Airports are upserted; the other tables are emptied first, so a plain insert is enough. */
  onConflict: 'update' | 'fail';
  keep?: (row: RawRow) => boolean;
  /** Rows of airport_search_terms derived from a row. */
  termsOf?: (row: RawRow) => RawRow[];
}

/** Streams one file into batched inserts; returns how many rows it kept. */
async function loadFile(tx: Executor, load: FileLoad): Promise<number> {
  let batch: RawRow[] = [];
  let terms: RawRow[] = [];
  let count = 0;
  const flush = async () => {
    await insertJsonRows(tx, load.table, batch, load.onConflict);
    await insertJsonRows(tx, airportSearchTerms, terms, 'fail');
    count += batch.length;
    batch = [];
    terms = [];
  };
  for await (const record of readCsv(load.path)) {
    const row = load.toRow(record as CsvRecord);
    if (!row || (load.keep && !load.keep(row))) continue;
    batch.push(row);
    if (load.termsOf) terms.push(...load.termsOf(row));
    if (batch.length >= BATCH_SIZE) await flush();
  }
  await flush();
  return count;
}

/** True once per id: a repeated id in the file would make the batch upsert touch a row twice. */
function firstTime(seen: Set<number>, id: number): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  return true;
}

const wordsOf = (row: RawRow) => (row.search_text as string).split(' ').filter(Boolean);

/**
 * Loads OurAirports into the database: airports upserted by id (so references stay valid),
 * runways, frequencies and search terms replaced. Skips when the same files were loaded before.
 * Concurrent starts wait for each other on an advisory lock.
 */
export async function loadAirports(db: Database, files: AirportFiles = shippedAirportFiles): Promise<AirportLoadResult> {
  const started = performance.now();
  const checksum = await checksumOf(files);
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${DATA_SET}))`);
    const [loaded] = await tx.select().from(referenceDataVersions).where(eq(referenceDataVersions.name, DATA_SET));
    if (loaded?.checksum === checksum) return { skipped: true, airports: 0, runways: 0, frequencies: 0 };

    await tx.delete(airportSearchTerms);
    await tx.delete(airportSearchPrefixes);
    await tx.delete(runways);
    await tx.delete(airportFrequencies);
    const airportIds = new Set<number>();
    const prefixes = new PrefixCounter();
    const airportCount = await loadFile(tx, {
      path: files.airports,
      table: airports,
      toRow: airportRow,
      onConflict: 'update',
      keep: (row) => firstTime(airportIds, row.id as number),
      termsOf: (row) => {
        const terms = wordsOf(row);
        const rank = typeRankOf(row.type as string);
        prefixes.add(terms, rank);
        return terms.map((term) => ({ type_rank: rank, term, airport_id: row.id as number }));
      },
    });
    const ranked = [{ prefix: '', airports: airportCount }, ...prefixes.common(RANKED_PREFIX_MINIMUM)];
    await tx.insert(airportSearchPrefixes).values(ranked.map((row) => ({ ...row, airportsByRank: prefixes.byRank(row.prefix) })));
    const ofKnownAirport = (row: RawRow) => airportIds.has(row.airport_id as number);
    const runwayCount = await loadFile(tx, {
      path: files.runways,
      table: runways,
      toRow: runwayRow,
      onConflict: 'fail',
      keep: ofKnownAirport,
    });
    const frequencyCount = await loadFile(tx, {
      path: files.frequencies,
      table: airportFrequencies,
      toRow: frequencyRow,
      onConflict: 'fail',
      keep: ofKnownAirport,
    });

    const version = { name: DATA_SET, checksum, rows: airportCount, loadedAt: new Date() };
    await tx
      .insert(referenceDataVersions)
      .values(version)
      .onConflictDoUpdate({ target: referenceDataVersions.name, set: version });
    return { skipped: false, airports: airportCount, runways: runwayCount, frequencies: frequencyCount };
  });
  // Statistics, so the planner tells a common prefix from a rare one, and a visibility map, so the
  // search-term key answers from the index alone; VACUUM cannot run inside the transaction.
  if (!result.skipped)
    await db.execute(sql`vacuum (analyze) airports, airport_search_terms, airport_search_prefixes, runways, airport_frequencies`);
  return { ...result, milliseconds: Math.round(performance.now() - started) };
}
