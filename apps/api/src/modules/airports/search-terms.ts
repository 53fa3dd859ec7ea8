/** Letters that Unicode does not decompose into a base letter plus a mark. */
const SPECIAL_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lower-case, without diacritics: "Schwäbisch" and "schwabisch" fold to the same word. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæøœłđðþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

/** The words of the given texts, folded, each once: what a search may start with. */
export function searchTerms(...texts: (string | null | undefined)[]): string[] {
  const terms = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of fold(text).split(/[^\p{L}\p{N}]+/u)) if (word) terms.add(word);
  }
  return [...terms];
}

/** A search counts and pages through at most this many airports; people refine rather than page further. */
export const MAX_RESULTS = 1000;

/** Prefixes at least this many airports match get counts per rank; a rarer word's airports are simply all fetched. */
export const RANKED_PREFIX_MINIMUM = 200;

/**
 * The order airports are listed in, as the generated column `airports.type_rank` computes it:
 * large, medium, small, the other kinds (heliports, seaplane bases, balloon ports), closed.
 */
const RANK_OF_TYPE: Record<string, number> = { large_airport: 0, medium_airport: 1, small_airport: 2, closed: 4 };
export const TYPE_RANKS = [0, 1, 2, 3, 4] as const;
export const typeRankOf = (type: string) => RANK_OF_TYPE[type] ?? 3;

/** Counts, for every prefix of every term, how many airports have a term starting with it, in all and per type rank. */
export class PrefixCounter {
  private readonly counts = new Map<string, number>();
  private readonly ranked = new Map<string, number[]>();
  private readonly rankSizes = TYPE_RANKS.map(() => 0);

  add(terms: string[], rank = 0) {
    const prefixes = new Set<string>();
    for (const term of terms) for (let length = 1; length <= term.length; length++) prefixes.add(term.slice(0, length));
    for (const prefix of prefixes) {
      this.counts.set(prefix, (this.counts.get(prefix) ?? 0) + 1);
      const byRank = this.ranked.get(prefix) ?? TYPE_RANKS.map(() => 0);
      byRank[rank] = (byRank[rank] ?? 0) + 1;
      this.ranked.set(prefix, byRank);
    }
    this.rankSizes[rank] = (this.rankSizes[rank] ?? 0) + 1;
  }

  /** Prefixes at least `minimum` airports match. */
  common(minimum = MAX_RESULTS): { prefix: string; airports: number }[] {
    return [...this.counts].filter(([, airports]) => airports >= minimum).map(([prefix, airports]) => ({ prefix, airports }));
  }

  /** How many airports of each rank the prefix matches; the empty prefix: how many airports each rank has. */
  byRank(prefix: string): number[] {
    return prefix === '' ? [...this.rankSizes] : (this.ranked.get(prefix) ?? TYPE_RANKS.map(() => 0));
  }
}
