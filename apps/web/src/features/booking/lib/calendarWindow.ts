import { TZDate, tz } from '@date-fns/tz';
import type { OperatingHours } from '@portal/contracts';
import { addDays, format, startOfDay, startOfWeek } from 'date-fns';

export type CalendarView = 'day' | 'week';

/** A stretch of real time, e.g. one day's operating hours. */
export interface Span {
  start: Date;
  end: Date;
}

/**
 * The shown days: from the zone's midnight of the first day to the midnight after the last. Of each
 * day only its operating hours (`open`) take room on the axis; the night between them is left out.
 */
export interface CalendarWindow extends Span {
  /** Each day's midnight in the company's zone. */
  days: Date[];
  /** Each day's operating hours as instants (a daylight-saving day keeps its clock times). */
  open: Span[];
}

const HOUR = 3_600_000;

export const DEFAULT_HOURS: OperatingHours = { from: '07:00', to: '21:00' };

/** The instant a day (given by any moment of it) shows `clock` ("HH:MM") in the zone. */
export function atClock(day: Date, clock: string, zone: string): Date {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  const time = new TZDate(day, zone);
  time.setHours(hours, minutes, 0, 0);
  return new Date(time.getTime());
}

/** Day or Monday-based week around `anchor`, in the company's zone, showing its operating hours. */
export function calendarWindow(anchor: Date, view: CalendarView, zone: string, hours = DEFAULT_HOURS): CalendarWindow {
  const inZone = { in: tz(zone) };
  const start = view === 'day' ? startOfDay(anchor, inZone) : startOfWeek(anchor, { weekStartsOn: 1, ...inZone });
  const count = view === 'day' ? 1 : 7;
  const edges = Array.from({ length: count + 1 }, (_, i) => new Date(addDays(start, i, inZone).getTime()));
  const days = edges.slice(0, count);
  const open = days.map((day) => ({ start: atClock(day, hours.from, zone), end: atClock(day, hours.to, zone) }));
  return { start: edges[0] as Date, end: edges[count] as Date, days, open };
}

/** The window `step` days or weeks away. */
export function shiftAnchor(anchor: Date, view: CalendarView, step: number, zone: string): Date {
  return new Date(addDays(anchor, step * (view === 'day' ? 1 : 7), { in: tz(zone) }).getTime());
}

/**
 * The full hours within the operating hours whose clock hour is a multiple of `everyHours`. Each
 * day's hours are real time, so the hour the clocks skip is simply absent.
 */
export function hourTicks(window: CalendarWindow, everyHours: number, zone: string): Date[] {
  const ticks: Date[] = [];
  for (const { start, end } of window.open) {
    const first = new TZDate(start, zone);
    const skip = first.getMinutes() ? (60 - first.getMinutes()) * 60_000 : 0;
    for (let t = start.getTime() + skip; t < end.getTime(); t += HOUR)
      if (new TZDate(t, zone).getHours() % everyHours === 0) ticks.push(new Date(t));
  }
  return ticks;
}

/**
 * Where `time` lies on the axis, 0…1: each day takes an equal share for its operating hours; a time
 * in the night between them sits at the edge of the day before or after.
 */
export function fraction(window: CalendarWindow, time: number): number {
  const count = window.open.length;
  for (let i = 0; i < count; i++) {
    const { start, end } = window.open[i] as Span;
    if (time < end.getTime() || i === count - 1) {
      const share = Math.min(1, Math.max(0, (time - start.getTime()) / (end.getTime() - start.getTime())));
      return (i + share) / count;
    }
  }
  return 0;
}

/** The time at a share (0…1) of the axis: the inverse of `fraction` within the operating hours. */
export function timeAt(window: CalendarWindow, share: number): { time: number; day: Span } {
  const count = window.open.length;
  const index = Math.min(count - 1, Math.max(0, Math.floor(share * count)));
  const day = window.open[index] as Span;
  const within = Math.min(1, share * count - index);
  return { time: day.start.getTime() + within * (day.end.getTime() - day.start.getTime()), day };
}

/** The hours the axis shows: each day's operating hours together. */
export const shownHours = (window: CalendarWindow) =>
  window.open.reduce((sum, { start, end }) => sum + (end.getTime() - start.getTime()) / HOUR, 0);

/** Whether a time lies outside every shown day's operating hours (a booking there is drawn at their edge). */
export const outsideHours = (window: CalendarWindow, time: number) =>
  !window.open.some(({ start, end }) => time >= start.getTime() && time <= end.getTime());

/** `YYYY-MM-DD` of a day in the zone (the calendar's URL parameter). */
export const dayKey = (date: Date, zone: string) => format(new TZDate(date, zone), 'yyyy-MM-dd');

/** The zone's midnight of a `YYYY-MM-DD` key, or null if it is not a date. */
export function fromDayKey(key: string | null, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key ?? '');
  if (!match) return null;
  const date = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), zone);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime());
}

/**
 * A new booking's default start: the next full hour if it starts an hour inside the operating hours,
 * else the next opening; in a shown window that lies ahead, its first opening.
 */
export function defaultStart(window: CalendarWindow, zone: string, hours = DEFAULT_HOURS, now = Date.now()): Date {
  if (window.start.getTime() > now) return window.open[0]?.start ?? window.start;
  const next = Math.ceil(now / HOUR) * HOUR;
  const today = { start: atClock(new Date(now), hours.from, zone), end: atClock(new Date(now), hours.to, zone) };
  if (next < today.start.getTime()) return today.start;
  if (next + HOUR <= today.end.getTime()) return new Date(next);
  return atClock(new Date(addDays(new TZDate(now, zone), 1).getTime()), hours.from, zone);
}
