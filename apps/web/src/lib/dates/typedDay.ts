import { currentLanguageTag } from '../i18n';
import { dateOrder, parseDate } from './parseDate';

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

/** The key of the typed-day placeholder for the language's order (TT.MM.JJJJ), among the logbook texts. */
export const datePatternKey = () => `dates.pattern.${dateOrder(currentLanguageTag())}` as const;
