import { count, countDistinct, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { loadAirportFixture } from '../../../test/factories/fleet';
import { airportSearchPrefixes, airportSearchTerms, airports } from '../../db/schema';
import { type AirportSearch, searchAirports } from './search-airports';
import { TYPE_RANKS, typeRankOf } from './search-terms';

const searches: Omit<AirportSearch, 'page' | 'perPage'>[] = [
  { search: 'ed' },
  { search: 'edt' },
  { search: 'ed', country: 'DE' },
  { search: 'ed', type: 'closed' },
  { search: 'ed flugplatz' },
];

describe('airport search rank by rank', () => {
  const t = useTestApp();
  /** Every page of every search, as found without prefix counts (each word's airports by the term key). */
  const pagesOf = async () => {
    const pages: { idents: string[]; total: number }[] = [];
    for (const search of searches) {
      for (const [page, perPage] of [
        [1, 2],
        [2, 2],
        [3, 2],
        [4, 2],
        [6, 2],
        [1, 25],
        [2, 25],
        [3, 25],
      ] as const) {
        const found = await searchAirports(t.db, { ...search, page, perPage });
        pages.push({ idents: found.rows.map((row) => row.ident), total: found.total });
      }
    }
    return pages;
  };

  beforeAll(async () => {
    await loadAirportFixture(t.db);
    // Small airfields enough for 'ed' to be dense among them, the matches late in name order, so a walk
    // of that rank reads batches and has to double them.
    const fields = Array.from({ length: 80 }, (_, i) => {
      const [name, word] = i % 2 ? [`Aachen Feld ${i}`, 'aachen'] : [`Zell Edelweiss ${i}`, 'edelweiss'];
      return {
        id: 900_000 + i,
        ident: `XA${i}`,
        type: 'small_airport',
        name,
        latitudeDeg: 50,
        longitudeDeg: 6,
        isoCountry: 'DE',
        searchText: ` xa${i} ${word} ${i} `,
      };
    });
    await t.db.insert(airports).values(fields);
    await t.db.insert(airportSearchTerms).values(
      fields.flatMap((field) =>
        field.searchText
          .trim()
          .split(' ')
          .map((term) => ({ typeRank: 2, term, airportId: field.id })),
      ),
    );
  });

  it('ranks types as the database does', async () => {
    const kinds = await t.db.selectDistinct({ type: airports.type, rank: airports.typeRank }).from(airports);
    expect(kinds.length).toBeGreaterThan(3);
    for (const kind of kinds) expect(typeRankOf(kind.type), kind.type).toBe(kind.rank);
  });

  it('finds the same airports in the same order when a common prefix is sparse in some ranks and dense in others', async () => {
    await t.db.delete(airportSearchPrefixes);
    const expected = await pagesOf();
    expect(expected[0]?.idents).toEqual(['EDDF', 'EDDM']);
    expect(expected[5]?.total).toBe(53);

    const counted = async (prefix: string) => {
      const rows = await t.db
        .select({ rank: airportSearchTerms.typeRank, airports: countDistinct(airportSearchTerms.airportId) })
        .from(airportSearchTerms)
        .where(like(airportSearchTerms.term, `${prefix}%`))
        .groupBy(airportSearchTerms.typeRank);
      const byRank = TYPE_RANKS.map((rank) => rows.find((row) => row.rank === rank)?.airports ?? 0);
      return { prefix, airports: byRank.reduce((sum, n) => sum + n, 0), airportsByRank: byRank };
    };
    const prefixes = await Promise.all(['e', 'ed', 'edt', 'flugplatz'].map(counted));
    const ranks = await t.db.select({ rank: airports.typeRank, n: count() }).from(airports).groupBy(airports.typeRank);
    const rankSizes = TYPE_RANKS.map((rank) => ranks.find((row) => row.rank === rank)?.n ?? 0);
    expect(prefixes[1]?.airportsByRank.filter((n) => n === 0).length, 'ed is absent from some rank').toBeGreaterThan(0);
    // Rank sizes steer the plan: huge ones make every rank sparse (fetched by key); the real ones make ranks
    // that 'e' or 'ed' fill dense (walked in batches); without them the planner chooses.
    for (const sizes of [null, rankSizes, TYPE_RANKS.map(() => 1e6), rankSizes.map((n, rank) => (rank % 2 ? 1e6 : n))]) {
      await t.db.delete(airportSearchPrefixes);
      await t.db
        .insert(airportSearchPrefixes)
        .values(sizes ? [...prefixes, { prefix: '', airports: 18, airportsByRank: sizes }] : prefixes);
      expect(await pagesOf(), `rank sizes ${sizes}`).toEqual(expected);
    }
    await t.db.delete(airportSearchPrefixes);
  });
});
