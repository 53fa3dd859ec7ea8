import { describe, expect, it } from 'vitest';
import { addDays, readClock } from './clock';

describe('readClock', () => {
  it('reads a time of day however people type it', () => {
    expect(readClock('0930')).toBe('09:30');
    expect(readClock('9.30')).toBe('09:30');
    expect(readClock(' 09:30 ')).toBe('09:30');
    expect(readClock('930')).toBe('09:30');
    expect(readClock('23:59')).toBe('23:59');
  });

  it('refuses what is no time of day', () => {
    for (const text of ['24:00', '12:60', '', 'abc', '9:3', '1230:00']) expect(readClock(text)).toBeNull();
  });
});

describe('addDays', () => {
  it('counts calendar days across months, years and the change to summer time', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});
