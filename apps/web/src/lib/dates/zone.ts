import { TZDate } from '@date-fns/tz';
import { currentLanguageTag } from '../i18n';
import { dateOrder, parseDate } from './parseDate';

/** A moment as people type it in the company's zone: the date in the language's order and a 24-hour time. */
export interface WallTime {
  date: string;
  time: string;
}

export const toWallTime = (date: Date, zone: string): WallTime => ({
  date: zoneFormat(zone, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date),
  time: zoneFormat(zone, { hour: '2-digit', minute: '2-digit' }).format(date),
});

/** The UTC ISO instant of a typed date and time in the zone (dates typed in the language's order, 24-hour time); null if invalid. */
export function fromWallTime(value: WallTime, zone: string): string | null {
  const day = parseDate(value.date, dateOrder(currentLanguageTag()));
  const time = /^([01]?\d|2[0-3])[:.]?([0-5]\d)$/.exec(value.time.trim());
  if (!day || !time) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, Number(time[1]), Number(time[2]), zone).getTime()).toISOString();
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A cached 24-hour formatter in the current language for the zone; the calendar formats thousands of times. */
export function zoneFormat(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = currentLanguageTag();
  const key = `${tag}|${zone}|${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { ...options, timeZone: zone, hourCycle: 'h23' });
    formats.set(key, formatter);
  }
  return formatter;
}
