import { describe, expect, it } from 'vitest';
import { formatMinutes, minutesOrBlank, parseDuration } from './duration';

describe('durations', () => {
  it('writes minutes as hours and minutes, as a logbook or a Hobbs meter does', () => {
    expect(formatMinutes(75)).toBe('1:15');
    expect(formatMinutes(0)).toBe('0:00');
    expect(formatMinutes(-5)).toBe('-0:05');
    expect(formatMinutes(91_230)).toBe('1520:30');
    expect(minutesOrBlank(0)).toBe('');
    expect(minutesOrBlank(60)).toBe('1:00');
  });

  it('reads hours:minutes, decimal hours with a comma or a point, and whole hours', () => {
    expect(parseDuration('1:15')).toBe(75);
    expect(parseDuration('1,25')).toBe(75);
    expect(parseDuration('1.5')).toBe(90);
    expect(parseDuration(' 2 ')).toBe(120);
    expect(parseDuration('1520:30')).toBe(91_230);
  });

  it('is null for nothing and NaN for what is no duration', () => {
    expect(parseDuration('   ')).toBeNull();
    for (const text of ['1:75', 'abc', '1,234', '-1', '1:5']) expect(parseDuration(text)).toBeNaN();
  });
});
