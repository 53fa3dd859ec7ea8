import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildCompany } from '../../../test/factories';
import { airportFixtureDir, buildAirplane } from '../../../test/factories/fleet';
import { airportSearchTerms, airports, runways } from '../../db/schema';
import { airportFilesIn, loadAirports, readCsv, shippedAirportFiles } from './load-airports';
import { airportRow, frequencyRow, runwayRow } from './ourairports-rows';

function fixtureCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'ourairports-'));
  for (const name of ['airports.csv', 'runways.csv', 'airport-frequencies.csv'])
    copyFileSync(join(airportFixtureDir, name), join(dir, name));
  return dir;
}

describe('loading OurAirports', () => {
  const t = useTestApp();
  const rows = async (table: typeof airports | typeof runways) => (await t.db.select({ n: count() }).from(table))[0]?.n;

  it('loads the files once, skips the same files, and upserts changed ones', async () => {
    const dir = fixtureCopy();
    const first = await loadAirports(t.db, airportFilesIn(dir));
    expect(first).toMatchObject({ skipped: false, airports: 18, runways: 30 });
    expect(await rows(airports)).toBe(18);
    expect(await rows(runways)).toBe(30);
    expect((await loadAirports(t.db, airportFilesIn(dir))).skipped).toBe(true);

    const company = await buildCompany(t.db);
    const [edty] = await t.db.select().from(airports).where(eq(airports.ident, 'EDTY'));
    await buildAirplane(t.db, company.id, { homebaseAirportId: edty?.id });
    const file = join(dir, 'airports.csv');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"Adolf Würth Airport"', '"Flugplatz Schwäbisch Hall"'));
    const second = await loadAirports(t.db, airportFilesIn(dir));
    expect(second).toMatchObject({ skipped: false, airports: 18 });
    const [renamed] = await t.db.select().from(airports).where(eq(airports.ident, 'EDTY'));
    expect(renamed).toMatchObject({
      id: edty?.id,
      name: 'Flugplatz Schwäbisch Hall',
      searchText: ' edty flugplatz schwabisch hall',
    });
    const terms = await t.db
      .select()
      .from(airportSearchTerms)
      .where(eq(airportSearchTerms.airportId, edty?.id as number));
    expect(terms.map((term) => term.term).sort()).toEqual(['edty', 'flugplatz', 'hall', 'schwabisch']);
    expect(await rows(runways)).toBe(30);
  });

  it('parses every row of the shipped files', async () => {
    const kept = async (path: string, toRow: (record: Record<string, string>) => unknown) => {
      let n = 0;
      for await (const record of readCsv(path)) if (toRow(record as Record<string, string>)) n++;
      return n;
    };
    expect(await kept(shippedAirportFiles.airports, airportRow)).toBeGreaterThan(58_000);
    expect(await kept(shippedAirportFiles.runways, runwayRow)).toBeGreaterThan(43_000);
    expect(await kept(shippedAirportFiles.frequencies, frequencyRow)).toBeGreaterThan(30_000);
  });
});
