import type { Near } from '@portal/contracts';
import { and, asc, eq, like, notInArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { airports } from '../../db/schema';
import { airportsNear, type NearAirportRow } from './airports-near';
import { airportsStartingWith, countUpTo, idIn, type PrefixCount, prefixCounts, searchByRank } from './ranked-search';
import { MAX_RESULTS, searchTerms, TYPE_RANKS, typeRankOf } from './search-terms';

export type AirportRow = typeof airports.$inferSelect;

export interface AirportSearch {
  search?: string;
  country?: string;
  type?: string;
  page: number;
  perPage: number;
  /** Nearest first from this point, instead of a search (the contract refuses both at once). */
  near?: Near;
}

export interface AirportPage {
  rows: (AirportRow | NearAirportRow)[];
  /** Matches counted, at most MAX_RESULTS. */
  total: number;
}

const MAX_WORDS = 6;
const byRank = [asc(airports.typeRank), asc(airports.name), asc(airports.id)];

/** Airports where the search is exactly a code: ident, GPS, IATA or local (each indexed). They come first. */
async function exactCodeMatches(db: Executor, search: string, filters: SQL[]): Promise<AirportRow[]> {
  const code = search.trim().toUpperCase();
  if (!/^[A-Z0-9-]{1,16}$/.test(code)) return [];
  const isCode = or(
    eq(airports.ident, code),
    eq(airports.gpsCode, code),
    eq(airports.iataCode, code),
    eq(airports.localCode, code),
  );
  return db
    .select()
    .from(airports)
    .where(and(isCode, ...filters))
    .orderBy(...byRank)
    .limit(MAX_RESULTS);
}

const countOf = (counts: Map<string, PrefixCount>, word: string) => counts.get(word)?.airports ?? 0;

/**
 * Airports whose ident, GPS, IATA or local code, or a word of whose name or town, starts with
 * each word of the search (case and diacritics ignored): exact codes first, then larger
 * airports, closed ones last. With a rare word, its few airports come from the search-term key.
 * When every word is common ("a", "heli", "ed"), the rarest of them is followed rank by rank
 * (ranked-search.ts). With `near`, the filtered airports nearest first (airports-near.ts).
 * The total is capped at MAX_RESULTS.
 */
export async function searchAirports(db: Executor, query: AirportSearch): Promise<AirportPage> {
  const filters: SQL[] = [];
  if (query.country) filters.push(eq(airports.isoCountry, query.country));
  // The type's rank as well: the indexes lead with it (heliports share rank 3 with seaplane bases).
  if (query.type) filters.push(eq(airports.typeRank, typeRankOf(query.type)), eq(airports.type, query.type));
  if (query.near) return airportsNear(db, query.near, filters, { ...query, closedAsked: query.type === 'closed' });
  const words = searchTerms(query.search).slice(0, MAX_WORDS);
  const [exact, counts] = await readAll(db, [
    () => (words.length ? exactCodeMatches(db, query.search ?? '', filters) : Promise.resolve([])),
    () => prefixCounts(db, words),
  ]);
  const exactIds = exact.map((airport) => airport.id);
  const notExact = exactIds.length ? [notInArray(airports.id, exactIds)] : [];
  const conditions = [...filters, ...notExact];

  const offset = (query.page - 1) * query.perPage;
  const fromExact = exact.slice(offset, offset + query.perPage);
  const restOffset = Math.max(0, offset - exact.length);
  const restLimit = Math.min(query.perPage - fromExact.length, MAX_RESULTS - exact.length - restOffset);
  const restCap = MAX_RESULTS - exact.length;
  const oneWord = words.length === 1 && filters.length === 0;

  const [rare] = words.filter((word) => !counts.has(word)).sort((a, b) => b.length - a.length);
  const [driver] = words.filter((word) => counts.has(word)).sort((a, b) => countOf(counts, a) - countOf(counts, b));
  if (!rare && driver) {
    const driverCounts = counts.get(driver) as PrefixCount;
    const others = words.filter((word) => word !== driver).map((word) => like(airports.searchText, `% ${word}%`));
    const { rows, total } = await searchByRank(
      db,
      {
        driver,
        counts: driverCounts,
        rankSizes: counts.get('')?.byRank ?? null,
        ranks: query.type ? [typeRankOf(query.type)] : TYPE_RANKS,
        filters,
        conditions: [...notExact, ...others],
        exactInRank: oneWord ? (rank) => exact.filter((airport) => airport.typeRank === rank).length : null,
      },
      { offset: restOffset, limit: Math.max(0, restLimit) },
      oneWord ? null : restCap,
    );
    const matches = oneWord ? driverCounts.airports : exact.length + (total ?? 0);
    return { rows: [...fromExact, ...rows], total: Math.min(MAX_RESULTS, matches) };
  }

  // The rare word's airports (fewer than RANKED_PREFIX_MINIMUM) as ids, so the planner looks them
  // up by key instead of testing every airport's text.
  const candidates = rare ? (await airportsStartingWith(db, rare, TYPE_RANKS)).filter((id) => !exactIds.includes(id)) : undefined;
  if (candidates) conditions.push(idIn(candidates));
  for (const word of words) if (word !== rare) conditions.push(like(airports.searchText, `% ${word}%`));
  const where = and(...conditions);
  // One word and no filters: the rest is the candidates.
  const known = oneWord ? candidates?.length : undefined;
  const [rest, restTotal] = await readAll(db, [
    () =>
      restLimit > 0
        ? db
            .select()
            .from(airports)
            .where(where)
            .orderBy(...byRank)
            .limit(restLimit)
            .offset(restOffset)
        : Promise.resolve([]),
    async () => known ?? countUpTo(db, where, restCap),
  ]);
  return { rows: [...fromExact, ...rest], total: Math.min(MAX_RESULTS, exact.length + restTotal) };
}
