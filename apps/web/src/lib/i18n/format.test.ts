import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from './format';
import { switchLanguage } from './testing';

describe('formatDate', () => {
  beforeAll(() => switchLanguage('de'));

  it("dates a moment by the company's zone when given: half past midnight in Germany is already the next day", () => {
    const justAfterMidnightInBerlin = '2026-12-06T23:30:00Z';
    expect(formatDate(justAfterMidnightInBerlin, 'Europe/Berlin')).toBe('07.12.2026');
    expect(formatDate(justAfterMidnightInBerlin, 'UTC')).toBe('06.12.2026');
  });

  it('shows a calendar day as that day in every zone, also west of UTC', () => {
    expect(formatDate('2026-12-07', 'America/Los_Angeles')).toBe('07.12.2026');
    expect(formatDate('2026-12-07', 'Pacific/Auckland')).toBe('07.12.2026');
  });
});
