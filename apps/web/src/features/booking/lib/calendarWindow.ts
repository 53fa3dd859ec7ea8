import { TZDate, tz } from '@date-fns/tz';
import { addDays, format, startOfDay, startOfWeek } from 'date-fns';

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

/** A new booking's default start: the next full hour if the window holds now, else 09:00 on its first day. */
export function defaultStart(window: CalendarWindow, zone: string): Date {
  const now = Date.now();
  if (now >= window.start.getTime() && now < window.end.getTime()) return new Date(Math.ceil(now / HOUR) * HOUR);
  const nine = new TZDate(window.start, zone);
  nine.setHours(9, 0, 0, 0);
  return new Date(nine.getTime());
}
