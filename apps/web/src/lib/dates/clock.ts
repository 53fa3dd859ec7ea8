/** "0930", "9.30" and "09:30" are all half past nine; null when it is not a time of day. */
export function readClock(text: string): string | null {
  const match = /^([01]?\d|2[0-3])[:.]?([0-5]\d)$/.exec(text.trim());
  return match ? `${(match[1] as string).padStart(2, '0')}:${match[2]}` : null;
}

/** The ISO day `days` after an ISO day, counted on the calendar (no zone, no daylight saving). */
export const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
