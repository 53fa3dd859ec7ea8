import { TZDate } from '@date-fns/tz';
import { zoneFormat } from '../../../lib/dates/zone';

export const TIME_FIELDS = ['off_block_at', 'takeoff_at', 'landing_at', 'on_block_at'] as const;
export type TimeField = (typeof TIME_FIELDS)[number];

/** "0930", "9.30" and "09:30" are all half past nine; null when it is not a time of day. */
export function readClock(text: string): string | null {
  const match = /^([01]?\d|2[0-3])[:.]?([0-5]\d)$/.exec(text.trim());
  return match ? `${(match[1] as string).padStart(2, '0')}:${match[2]}` : null;
}

const addDay = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The four block times as UTC instants: typed as the company's wall clock on the off-block day,
 * each one that reads earlier than the one before it is on the next day (a flight past midnight).
 */
export function blockInstants(isoDay: string, clocks: Record<TimeField, string>, zone: string): Record<TimeField, string> {
  let offset = 0;
  let previous = '';
  const result = {} as Record<TimeField, string>;
  for (const field of TIME_FIELDS) {
    const clock = clocks[field];
    if (previous && clock < previous) offset += 1;
    previous = clock;
    const [year, month, day] = addDay(isoDay, offset).split('-').map(Number) as [number, number, number];
    const [hour, minute] = clock.split(':').map(Number) as [number, number];
    result[field] = new Date(new TZDate(year, month - 1, day, hour, minute, zone).getTime()).toISOString();
  }
  return result;
}

/** An instant's wall clock (HH:MM) and ISO day in the company's zone. */
export function wallClock(instant: string | Date, zone: string): { day: string; clock: string } {
  const date = new Date(instant);
  return {
    day: new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(date),
    clock: zoneFormat(zone, { hour: '2-digit', minute: '2-digit' }).format(date),
  };
}
