import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarWindow, dayKey, defaultStart, fromDayKey, shiftAnchor } from './calendarWindow';

const BERLIN = 'Europe/Berlin';
const HOUR = 3_600_000;

afterEach(() => vi.useRealTimers());

describe('calendarWindow', () => {
  it('spans Monday to Monday at midnight in the company zone, whatever the browser zone', () => {
    const week = calendarWindow(new Date('2027-01-20T12:00:00Z'), 'week', BERLIN);
    expect(week.start.toISOString()).toBe('2027-01-17T23:00:00.000Z');
    expect(week.end.toISOString()).toBe('2027-01-24T23:00:00.000Z');
    expect(week.days).toHaveLength(7);
    expect(week.days.map((day) => dayKey(day, BERLIN))).toEqual([
      '2027-01-18',
      '2027-01-19',
      '2027-01-20',
      '2027-01-21',
      '2027-01-22',
      '2027-01-23',
      '2027-01-24',
    ]);
  });

  it('gives the day the clocks go forward 23 hours and the day they go back 25', () => {
    const spring = calendarWindow(new Date('2027-03-28T10:00:00Z'), 'day', BERLIN);
    const autumn = calendarWindow(new Date('2027-10-31T10:00:00Z'), 'day', BERLIN);
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * HOUR);
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * HOUR);
  });

  it('counts a day that starts just after midnight in Berlin, but before it in UTC, to Berlin’s date', () => {
    const day = calendarWindow(new Date('2027-07-19T22:30:00Z'), 'day', BERLIN);
    expect(dayKey(day.start, BERLIN)).toBe('2027-07-20');
  });
});

describe('shiftAnchor', () => {
  it('steps a week across the switch to summer time to the same wall-clock time', () => {
    const next = shiftAnchor(new Date('2027-03-22T08:00:00Z'), 'week', 1, BERLIN);
    expect(next.toISOString()).toBe('2027-03-29T07:00:00.000Z');
  });
});

describe('fromDayKey', () => {
  it('reads the URL day as the zone’s midnight', () => {
    expect(fromDayKey('2027-07-20', BERLIN)?.toISOString()).toBe('2027-07-19T22:00:00.000Z');
  });

  it('gives null for anything that is not a day', () => {
    expect(fromDayKey(null, BERLIN)).toBeNull();
    expect(fromDayKey('20.07.2027', BERLIN)).toBeNull();
    expect(fromDayKey('2027-7-20', BERLIN)).toBeNull();
  });
});

describe('defaultStart', () => {
  it('proposes the next full hour when the window holds now', () => {
    vi.useFakeTimers({ now: new Date('2027-01-18T09:20:00Z') });
    const day = calendarWindow(new Date(), 'day', BERLIN);
    expect(defaultStart(day, BERLIN).toISOString()).toBe('2027-01-18T10:00:00.000Z');
  });
});
