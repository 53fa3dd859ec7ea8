export type DateOrder = 'dmy' | 'mdy' | 'ymd';

/** The order a language writes day, month and year, read from Intl. */
export function dateOrder(languageTag: string): DateOrder {
  const parts = new Intl.DateTimeFormat(languageTag).formatToParts(new Date(2001, 10, 22));
  const order = parts
    .filter((part) => ['day', 'month', 'year'].includes(part.type))
    .map((part) => part.type[0])
    .join('');
  return order === 'mdy' || order === 'ymd' ? order : 'dmy';
}

/** Two-digit years expand around the current century: within 50 years of today. */
function expandYear(year: number, digits: number, now: Date): number {
  if (digits > 2) return year;
  const century = Math.floor(now.getFullYear() / 100) * 100;
  const candidate = century + year;
  return candidate - now.getFullYear() > 50 ? candidate - 100 : candidate;
}

/**
 * A date typed in the locale's order with '/', '-' or '.' between the parts;
 * month 1-12 and day 1-31 (and a real calendar day), else null. Returns ISO yyyy-mm-dd.
 */
export function parseDate(input: string, order: DateOrder, now = new Date()): string | null {
  const parts = input.trim().split(/[/.-]/);
  if (parts.length !== 3 || parts.some((part) => !/^\d{1,4}$/.test(part))) return null;
  const at = (letter: 'd' | 'm' | 'y') => parts[order.indexOf(letter)] as string;
  const day = Number(at('d'));
  const month = Number(at('m'));
  const year = expandYear(Number(at('y')), at('y').length, now);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}
