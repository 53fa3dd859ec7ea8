import { describe, expect, it } from 'vitest';
import { dateOrder, parseDate } from '../src/lib/dates/parseDate';
import { applyMask } from '../src/lib/phoneMask';

// Pure input helpers (dates, phone mask), checked here in Node beside the browser tests.
describe('date input', () => {
  const now = new Date('2026-06-15T12:00:00Z');

  it('reads the locale order with slash, dash or dot', () => {
    expect(dateOrder('de-DE')).toBe('dmy');
    expect(dateOrder('en-US')).toBe('mdy');
    expect(parseDate('24.12.2026', 'dmy', now)).toBe('2026-12-24');
    expect(parseDate('24/12/2026', 'dmy', now)).toBe('2026-12-24');
    expect(parseDate('12-24-2026', 'mdy', now)).toBe('2026-12-24');
  });

  it('expands two-digit years around the current century', () => {
    expect(parseDate('1.2.30', 'dmy', now)).toBe('2030-02-01');
    expect(parseDate('1.2.85', 'dmy', now)).toBe('1985-02-01');
  });

  it('refuses months above 12, days above 31 and days the month lacks', () => {
    expect(parseDate('1.13.2026', 'dmy', now)).toBeNull();
    expect(parseDate('32.1.2026', 'dmy', now)).toBeNull();
    expect(parseDate('31.4.2026', 'dmy', now)).toBeNull();
    expect(parseDate('morgen', 'dmy', now)).toBeNull();
  });
});

describe('phone mask', () => {
  it('keeps only digits and lays them into the pattern', () => {
    expect(applyMask('+49 (7940) 123-456', '+## #### ######')).toBe('+49 7940 123456');
    expect(applyMask('0049', '+## ###')).toBe('+00 49');
    expect(applyMask('', '+## ###')).toBe('');
  });
});
