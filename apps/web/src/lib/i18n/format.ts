import { currentLanguageTag } from '.';

/** Dates, times (always 24-hour) and numbers in the current language's conventions. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  return new Intl.DateTimeFormat(currentLanguageTag(), { dateStyle: 'medium' }).format(new Date(value));
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  return new Intl.DateTimeFormat(currentLanguageTag(), { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(
    new Date(value),
  );
}

/** hh:mm in de-DE, as the impersonation banner shows it (spec §4, §9). */
export function formatClockDe(value: string | Date): string {
  return new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(value));
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLanguageTag(), options).format(value);
}
