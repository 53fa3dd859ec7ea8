import { currentLanguageTag } from '.';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Dates, times (always 24-hour) and numbers in the current language's conventions. A moment's day in
 * `timeZone` when given (a company's zone: the server renders in UTC), else in the browser's; a calendar
 * day (`2026-12-07`) as itself.
 */
export function formatDate(value: string | Date | null | undefined, timeZone?: string): string {
  if (!value) return '';
  // A calendar day (a service date, a due date) is that day everywhere: read as UTC midnight and shown
  // in a zone west of UTC, it would be the day before.
  const zone = typeof value === 'string' && CALENDAR_DAY.test(value) ? 'UTC' : timeZone;
  return new Intl.DateTimeFormat(currentLanguageTag(), { dateStyle: 'medium', timeZone: zone }).format(new Date(value));
}

/** Date and 24-hour time, in `timeZone` when given (a company's zone), else the browser's. */
export function formatDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  if (!value) return '';
  return new Intl.DateTimeFormat(currentLanguageTag(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(value));
}

/** 24-hour time of day (14:32) in the current language, in the browser's zone. */
export function formatTime(value: string | Date): string {
  return new Intl.DateTimeFormat(currentLanguageTag(), { timeStyle: 'short', hourCycle: 'h23' }).format(new Date(value));
}

/** hh:mm in de-DE, as the impersonation banner shows it. */
export function formatClockDe(value: string | Date): string {
  return new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(value));
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLanguageTag(), options).format(value);
}

/** A calendar day (`YYYY-MM-DD`, no time of day) in the current language, the same day in every zone. */
export function formatDay(
  isoDate: string | null | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  if (!isoDate) return '';
  return new Intl.DateTimeFormat(currentLanguageTag(), { ...options, timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
