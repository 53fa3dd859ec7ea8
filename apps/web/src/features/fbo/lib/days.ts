import { TZDate } from '@date-fns/tz';

/** Today's date in the zone, as YYYY-MM-DD. */
export const todayIn = (zone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** The instant a day begins in the zone (midnight there), as ISO. */
export function startOfDayIn(day: string, zone: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, 0, 0, zone).getTime()).toISOString();
}

/** A calendar day (YYYY-MM-DD) as the language writes it, e.g. 22.02.2027. */
export const formatDay = (day: string, format: Intl.DateTimeFormat) => format.format(new Date(`${day}T12:00:00Z`));
