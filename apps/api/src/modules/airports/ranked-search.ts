import { and, asc, count, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airportSearchPrefixes, airportSearchTerms, airports } from '../../db/schema';
import type { AirportRow } from './search-airports';

/** A prefix's airports in all and per type rank (null: per rank unknown). */
export interface PrefixCount {
  airports: number;
  byRank: number[] | null;
}

/** Counts of the words that many airports match, and under '' the size of each rank. */
export async function prefixCounts(db: Executor, words: string[]): Promise<Map<string, PrefixCount>> {
  if (words.length === 0) return new Map();
  const rows = await db
    .select()
    .from(airportSearchPrefixes)
    .where(inArray(airportSearchPrefixes.prefix, [...words, '']));
  return new Map(rows.map((row) => [row.prefix, { airports: row.airports, byRank: row.airportsByRank }]));
}

export interface RankedSearch {
  /** The word with the fewest airports; it decides, rank by rank, how matches are found. */
  driver: string;
  counts: PrefixCount;
  rankSizes: number[] | null;
  ranks: readonly number[];
  /** The country and type filters: they narrow the rank walked (each has an index with the rank). */
  filters: SQL[];
  /** Every other condition: the other words, not the exact matches. */
  conditions: SQL[];
  /** Matches per rank are exactly the driver's counts less the exact matches (one word, no filters). */
  exactInRank: ((rank: number) => number) | null;
}

/** Rows a walk reads to find `needed` matches: twice what the rank's density suggests, and `needed` more. */
const walkBatch = (search: RankedSearch, rank: number, needed: number) => {
  const matches = search.counts.byRank?.[rank];
  const size = search.rankSizes?.[rank];
  return matches && size ? Math.ceil((2 * needed * size) / matches) + needed : 20 * needed;
};

/** A match fetched by the term key costs about three rows of a walk (a key lookup, then the row by id). */
const KEYED_ROW_COST = 3;

/** Fetching a rank's matches by the term key or walking the rank in name order: the cheaper one is taken. */
const byKey = (search: RankedSearch, rank: number, needed: number) => {
  const matches = search.counts.byRank?.[rank];
  return matches !== undefined && search.rankSizes !== null && KEYED_ROW_COST * matches < walkBatch(search, rank, needed);
};

/**
 * The ids of the airports of these ranks with a term starting with `word`, read from the term key
 * (a rare word's few, or one sparse rank's). Fetched first because the planner misjudges how few a
 * prefix has: joined, it plans for thousands and reads the whole rank.
 */
export async function airportsStartingWith(db: Executor, word: string, ranks: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: airportSearchTerms.airportId })
    .from(airportSearchTerms)
    .where(and(inArray(airportSearchTerms.typeRank, [...ranks]), like(airportSearchTerms.term, `${word}%`)));
  return rows.map((row) => row.id);
}

export const idIn = (ids: number[]) => sql`${airports.id} = any(${`{${ids.join(',')}}`}::int[])`;

/**
 * How each rank the driver word occurs in is read, once it is reached: sparse ranks by the term
 * key, dense ones by walking the rank in name order. With a country or type filter the rank is
 * narrowed by an index that keeps name order, so the planner walks it on its own.
 */
function rankPlans(db: Executor, search: RankedSearch, needed: number) {
  const visited = search.ranks.filter((rank) => (search.counts.byRank?.[rank] ?? 1) > 0);
  return visited.map((rank) => {
    const scope = and(eq(airports.typeRank, rank), ...search.filters);
    if (byKey(search, rank, needed)) {
      let ids: Promise<number[]> | undefined;
      const where = async () => {
        ids ??= airportsStartingWith(db, search.driver, [rank]);
        return and(idIn(await ids), ...search.filters, ...search.conditions);
      };
      return { rank, walk: null, where };
    }
    const match = and(like(airports.searchText, `% ${search.driver}%`), ...search.conditions);
    const walk = search.filters.length === 0 ? { scope, match } : null;
    return { rank, walk, where: async () => and(scope, match) };
  });
}

type RankPlan = ReturnType<typeof rankPlans>[number];

/**
 * A dense rank's first `limit` matches: its next rows in name order (read by the rank's index,
 * whatever the planner guesses of the words), tested in an outer query; a batch too small is doubled.
 * The batch keeps the name "airports", so the conditions written for the table apply to it.
 */
async function walk(
  db: Executor,
  rank: { scope: SQL | undefined; match: SQL | undefined },
  limit: number,
  firstBatch: number,
  rankSize: number,
) {
  for (let batch = firstBatch; ; batch *= 2) {
    const scanned = db
      .select()
      .from(airports)
      .where(rank.scope)
      .orderBy(asc(airports.name), asc(airports.id))
      .limit(batch)
      .as('airports');
    const rows = await db.select().from(scanned).where(rank.match).orderBy(asc(scanned.name), asc(scanned.id)).limit(limit);
    if (rows.length >= limit || batch >= rankSize) return rows;
  }
}

/** The page [offset, offset + limit) of the matches in rank order, rank by rank, stopping once it is full. */
async function rankedPage(db: Executor, search: RankedSearch, plans: RankPlan[], offset: number, limit: number) {
  const page: AirportRow[] = [];
  let skip = offset;
  for (const plan of plans) {
    const want = limit - page.length;
    if (want <= 0) break;
    const inRank = search.counts.byRank?.[plan.rank];
    const known = search.exactInRank && inRank !== undefined ? inRank - search.exactInRank(plan.rank) : null;
    if (known !== null && known <= skip) {
      skip -= known;
      continue;
    }
    const rankSize = search.rankSizes?.[plan.rank];
    // Without the rank's size (prefix counts written by hand) the planner chooses, as for a rare word.
    const rows =
      plan.walk && rankSize !== undefined
        ? await walk(db, plan.walk, skip + want, walkBatch(search, plan.rank, skip + want), rankSize)
        : await db
            .select()
            .from(airports)
            .where(await plan.where())
            .orderBy(asc(airports.name), asc(airports.id))
            .limit(skip + want);
    page.push(...rows.slice(skip));
    skip = Math.max(0, skip - rows.length);
  }
  return page;
}

/** How many airports match, counting no further than `cap`. */
export async function countUpTo(db: Executor, where: SQL | undefined, cap: number): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(airports).where(where).limit(cap).as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

/**
 * How many airports match, up to `cap`: with a filter in one query (its index holds few airports),
 * else rank by rank, each the way its page is read.
 */
async function rankedTotal(db: Executor, search: RankedSearch, plans: RankPlan[], cap: number): Promise<number> {
  if (search.filters.length > 0) {
    return countUpTo(db, and(...search.filters, like(airports.searchText, `% ${search.driver}%`), ...search.conditions), cap);
  }
  let total = 0;
  for (const plan of plans) {
    if (total >= cap) break;
    total += await countUpTo(db, await plan.where(), cap - total);
  }
  return total;
}

/**
 * Matches of a search whose every word many airports match, rank by rank: sparse ranks by the
 * term key, dense ones walked in name order. The total is counted up to `countCap` when asked.
 */
export async function searchByRank(
  db: Executor,
  search: RankedSearch,
  page: { offset: number; limit: number },
  countCap: number | null,
): Promise<{ rows: AirportRow[]; total: number | null }> {
  const plans = rankPlans(db, search, page.offset + page.limit);
  const rows = page.limit > 0 ? await rankedPage(db, search, plans, page.offset, page.limit) : [];
  return { rows, total: countCap === null ? null : await rankedTotal(db, search, plans, countCap) };
}
