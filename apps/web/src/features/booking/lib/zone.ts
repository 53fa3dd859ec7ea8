import { TZDate, tz } from '@date-fns/tz';
import { addDays, format, startOfDay, startOfWeek } from 'date-fns';
import { dateOrder, parseDate } from '../../../lib/dates/parseDate';
import { currentLanguageTag } from '../../../lib/i18n';

export type CalendarView = 'day' | 'week';

/** The shown span: from the zone's midnight of the first day to the midnight after the last. */
export interface CalendarWindow {
  start: Date;
  end: Date;
  /** Each day's midnight in the company's zone. */
  days: Date[];
}

const HOUR = 3_600_000;

/** Day or Monday-based week around `anchor`, in the company's zone; a daylight-saving day has 23 or 25 hours. */
export function calendarWindow(anchor: Date, view: CalendarView, zone: string): CalendarWindow {
  const inZone = { in: tz(zone) };
  const start = view === 'day' ? startOfDay(anchor, inZone) : startOfWeek(anchor, { weekStartsOn: 1, ...inZone });
  const count = view === 'day' ? 1 : 7;
  const edges = Array.from({ length: count + 1 }, (_, i) => new Date(addDays(start, i, inZone).getTime()));
  return { start: edges[0] as Date, end: edges[count] as Date, days: edges.slice(0, count) };
}

/** The window `step` days or weeks away. */
export function shiftAnchor(anchor: Date, view: CalendarView, step: number, zone: string): Date {
  return new Date(addDays(anchor, step * (view === 'day' ? 1 : 7), { in: tz(zone) }).getTime());
}

/** Every full hour inside the window: the axis is real time, so the hour the clocks skip is simply absent. */
export function hourTicks(window: CalendarWindow, everyHours: number): Date[] {
  const ticks: Date[] = [];
  for (let t = window.start.getTime(); t < window.end.getTime(); t += everyHours * HOUR) ticks.push(new Date(t));
  return ticks;
}

/** Share of the window before `time`, clamped to 0…1. */
export function fraction(window: CalendarWindow, time: number): number {
  const span = window.end.getTime() - window.start.getTime();
  return Math.min(1, Math.max(0, (time - window.start.getTime()) / span));
}

/** `YYYY-MM-DD` of a day in the zone (the calendar's URL parameter). */
export const dayKey = (date: Date, zone: string) => format(new TZDate(date, zone), 'yyyy-MM-dd');

/** The zone's midnight of a `YYYY-MM-DD` key, or null if it is not a date. */
export function fromDayKey(key: string | null, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key ?? '');
  if (!match) return null;
  const date = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), zone);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime());
}

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

/** A new booking's default start: the next full hour if the window holds now, else 09:00 on its first day. */
export function defaultStart(window: CalendarWindow, zone: string): Date {
  const now = Date.now();
  if (now >= window.start.getTime() && now < window.end.getTime()) return new Date(Math.ceil(now / HOUR) * HOUR);
  const nine = new TZDate(window.start, zone);
  nine.setHours(9, 0, 0, 0);
  return new Date(nine.getTime());
}
