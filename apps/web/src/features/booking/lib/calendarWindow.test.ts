import { describe, expect, it } from 'vitest';
import { calendarWindow, defaultStart, fraction, fromDayKey, hourTicks, outsideHours, timeAt } from './calendarWindow';

const BERLIN = 'Europe/Berlin';
const HOURS = { from: '07:00', to: '21:00' };
const week = calendarWindow(fromDayKey('2026-11-23', BERLIN) as Date, 'week', BERLIN, HOURS);
const at = (iso: string) => Date.parse(iso);

describe('the week within operating hours', () => {
  it('gives each day an equal share for its hours and puts the night at the edge', () => {
    expect(fraction(week, at('2026-11-23T07:00+01:00'))).toBe(0);
    expect(fraction(week, at('2026-11-23T14:00+01:00'))).toBeCloseTo(0.5 / 7);
    expect(fraction(week, at('2026-11-23T23:30+01:00'))).toBeCloseTo(1 / 7);
    expect(fraction(week, at('2026-11-24T03:00+01:00'))).toBeCloseTo(1 / 7);
    expect(fraction(week, at('2026-11-30T02:00+01:00'))).toBe(1);
    expect(outsideHours(week, at('2026-11-24T03:00+01:00'))).toBe(true);
    expect(outsideHours(week, at('2026-11-24T09:00+01:00'))).toBe(false);
  });

  it('turns a place on the axis back into the time there', () => {
    expect(new Date(timeAt(week, 1.5 / 7).time).toISOString()).toBe('2026-11-24T13:00:00.000Z');
    expect(new Date(timeAt(week, 1).time).toISOString()).toBe('2026-11-29T20:00:00.000Z');
  });

  it('labels the hours that are multiples of the step, inside the hours only', () => {
    const day = calendarWindow(fromDayKey('2026-03-29', BERLIN) as Date, 'day', BERLIN, { from: '06:30', to: '13:00' });
    const labels = hourTicks(day, 2, BERLIN).map((tick) => tick.toISOString());
    expect(labels).toEqual(['2026-03-29T06:00:00.000Z', '2026-03-29T08:00:00.000Z', '2026-03-29T10:00:00.000Z']);
  });
});

describe('a new booking’s default start', () => {
  it('takes the next full hour inside the operating hours', () => {
    expect(defaultStart(week, BERLIN, HOURS, at('2026-11-24T10:20+01:00')).toISOString()).toBe('2026-11-24T10:00:00.000Z');
  });

  it('takes the opening when it is earlier, and the next day’s opening when the day is over', () => {
    expect(defaultStart(week, BERLIN, HOURS, at('2026-11-24T04:10+01:00')).toISOString()).toBe('2026-11-24T06:00:00.000Z');
    expect(defaultStart(week, BERLIN, HOURS, at('2026-11-24T20:30+01:00')).toISOString()).toBe('2026-11-25T06:00:00.000Z');
  });

  it('takes the first opening of a week ahead', () => {
    const ahead = calendarWindow(fromDayKey('2026-12-07', BERLIN) as Date, 'week', BERLIN, HOURS);
    expect(defaultStart(ahead, BERLIN, HOURS, at('2026-11-24T10:20+01:00')).toISOString()).toBe('2026-12-07T06:00:00.000Z');
  });
});
