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
