import { TZDate } from '@date-fns/tz';

/** Today's date in the zone, as YYYY-MM-DD. */
export const todayIn = (zone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** The instant a day begins in the zone (midnight there), as ISO. */
export function startOfDayIn(day: string, zone: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, 0, 0, zone).getTime()).toISOString();
}
