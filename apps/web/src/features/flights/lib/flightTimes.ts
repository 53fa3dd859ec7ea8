import { TZDate } from '@date-fns/tz';
import { addDays } from '../../../lib/dates/clock';
import { zoneFormat } from '../../../lib/dates/zone';

export const TIME_FIELDS = ['off_block_at', 'takeoff_at', 'landing_at', 'on_block_at'] as const;
export type TimeField = (typeof TIME_FIELDS)[number];

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
    const [year, month, day] = addDays(isoDay, offset).split('-').map(Number) as [number, number, number];
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
