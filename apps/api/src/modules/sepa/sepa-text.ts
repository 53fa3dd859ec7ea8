/** Letters that spell out rather than lose an accent: German umlauts and the Norwegian ones without a decomposition. */
const SPELLED: Record<string, string> = {
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  Æ: 'Ae',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
};

/**
 * A text in the SEPA rulebook's basic Latin character set (a–z, A–Z, 0–9, / - ? : ( ) . , ' + and
 * space), cut to `max`: umlauts, æ and ø are spelled out, other accents dropped, anything else a space.
 */
export function sepaText(text: string, max: number): string {
  return text
    .replace(/[ÄÖÜäöüßÆæØø]/g, (letter) => SPELLED[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/?:().,'+\- ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/** An identifier (message id, end-to-end id): the same set without spaces. */
export const sepaId = (text: string, max = 35) => sepaText(text, max).replace(/ /g, '-');
