import { and, asc, count, eq, inArray, like, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airportSearchTerms, airports } from '../../db/schema';
import { searchTerms } from './search-terms';

export type AirportRow = typeof airports.$inferSelect;

export interface AirportSearch {
  search?: string;
  country?: string;
  type?: string;
  page: number;
  perPage: number;
}

export interface AirportPage {
  rows: AirportRow[];
  /** Matches counted, at most MAX_RESULTS. */
  total: number;
}

/** A search counts and pages through at most this many airports; people refine rather than page further. */
export const MAX_RESULTS = 1000;
/** Up to this many term rows, the rarest word's matches are fetched by the index; above, airports are walked in rank order. */
const SELECTIVE_TERMS = 2000;
const MAX_WORDS = 6;

const byRank = [asc(airports.typeRank), asc(airports.name), asc(airports.id)];

/** How many term rows start with the word, counted up to just past SELECTIVE_TERMS (an index range scan). */
async function termRows(db: Executor, word: string): Promise<number> {
  const probe = db
    .select({ one: sql`1` })
    .from(airportSearchTerms)
    .where(like(airportSearchTerms.term, `${word}%`))
    .limit(SELECTIVE_TERMS + 1)
    .as('probe');
  const [row] = await db.select({ n: count() }).from(probe);
  return row?.n ?? 0;
}

/** Airports where the search (one word) is exactly a code: ident, GPS, IATA or local. They come first. */
async function exactCodeMatches(db: Executor, search: string, filters: SQL[]): Promise<AirportRow[]> {
  const code = search.trim().toUpperCase();
  const words = searchTerms(code);
  if (words.length !== 1) return [];
  const isCode = or(
    eq(airports.ident, code),
    eq(airports.gpsCode, code),
    eq(airports.iataCode, code),
    eq(airports.localCode, code),
  );
  const candidates = db
    .select({ id: airportSearchTerms.airportId })
    .from(airportSearchTerms)
    .where(eq(airportSearchTerms.term, words[0] as string));
  return db
    .select()
    .from(airports)
    .where(and(inArray(airports.id, candidates), isCode, ...filters))
    .orderBy(...byRank)
    .limit(MAX_RESULTS);
}

/**
 * Airports whose ident, GPS, IATA or local code, or a word of whose name or town, starts with
 * each word of the search (case and diacritics ignored): exact codes first, then larger
 * airports, closed ones last. A selective word is looked up in the search-term index; when
 * every word is common (one or two letters, "airport"), airports are walked in rank order and
 * tested row by row, which finds a page after a few rows.
 */
export async function searchAirports(db: Executor, query: AirportSearch): Promise<AirportPage> {
  const filters: SQL[] = [];
  if (query.country) filters.push(eq(airports.isoCountry, query.country));
  if (query.type) filters.push(eq(airports.type, query.type));
  const words = searchTerms(query.search).slice(0, MAX_WORDS);
  const exact = words.length ? await exactCodeMatches(db, query.search ?? '', filters) : [];

  const conditions = [...filters];
  if (exact.length)
    conditions.push(
      notInArray(
        airports.id,
        exact.map((airport) => airport.id),
      ),
    );
  if (words.length) {
    const counts = await Promise.all(words.map((word) => termRows(db, word)));
    const rarest = counts.indexOf(Math.min(...counts));
    if ((counts[rarest] ?? 0) <= SELECTIVE_TERMS) {
      const ids = db
        .select({ id: airportSearchTerms.airportId })
        .from(airportSearchTerms)
        .where(like(airportSearchTerms.term, `${words[rarest]}%`));
      conditions.push(inArray(airports.id, ids));
    }
    for (const word of words) conditions.push(like(airports.searchText, `% ${word}%`));
  }
  const where = and(...conditions);

  const offset = (query.page - 1) * query.perPage;
  const fromExact = exact.slice(offset, offset + query.perPage);
  const restOffset = Math.max(0, offset - exact.length);
  const restLimit = Math.min(query.perPage - fromExact.length, MAX_RESULTS - exact.length - restOffset);
  const counted = db
    .select({ one: sql`1` })
    .from(airports)
    .where(where)
    .limit(MAX_RESULTS - exact.length)
    .as('counted');
  const [rest, [total]] = await Promise.all([
    restLimit > 0
      ? db
          .select()
          .from(airports)
          .where(where)
          .orderBy(...byRank)
          .limit(restLimit)
          .offset(restOffset)
      : Promise.resolve([]),
    db.select({ n: count() }).from(counted),
  ]);
  return { rows: [...fromExact, ...rest], total: exact.length + (total?.n ?? 0) };
}
