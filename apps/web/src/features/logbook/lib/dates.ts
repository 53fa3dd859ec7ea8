import { currentLanguageTag } from '../../../lib/i18n';

/** A logbook day for showing: the language's medium date, read as a calendar day (no zone shift). */
export function formatDay(iso: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(currentLanguageTag(), { ...options, timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** Today's ISO day in UTC, as the logbook counts days. */
export const utcToday = () => new Date().toISOString().slice(0, 10);
