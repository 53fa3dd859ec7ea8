import { dateOrder, parseDate } from '../../../lib/dates/parseDate';
import { currentLanguageTag } from '../../../lib/i18n';

/** An ISO day (`YYYY-MM-DD`) as the language writes it with digits: 22.11.2026, 22/11/2026. */
export function isoToTyped(iso: string | null | undefined): string {
  if (!iso) return '';
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return new Intl.DateTimeFormat(currentLanguageTag(), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A day typed in the language's order, as ISO; '' stays null, an invalid day is undefined. */
export function typedToIso(text: string): string | null | undefined {
  if (!text.trim()) return null;
  return parseDate(text, dateOrder(currentLanguageTag())) ?? undefined;
}

/** A logbook day for showing: the language's medium date, read as a calendar day (no zone shift). */
export function formatDay(iso: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(currentLanguageTag(), { ...options, timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** Today's ISO day in UTC, as the logbook counts days. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

export const datePatternKey = () => `dates.pattern.${dateOrder(currentLanguageTag())}` as const;
