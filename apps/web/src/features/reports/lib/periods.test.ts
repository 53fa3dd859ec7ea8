import { describe, expect, it } from 'vitest';
import { periodRange } from './periods';

describe('report periods', () => {
  // 23:30 UTC on 31 January is already 1 February in Berlin.
  const now = new Date('2026-01-31T23:30:00Z');

  it('counts months and years in the company zone', () => {
    expect(periodRange('this_month', 'Europe/Berlin', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodRange('last_month', 'Europe/Berlin', now)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(periodRange('this_month', 'UTC', now)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(periodRange('last_month', 'UTC', now)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(periodRange('this_year', 'Europe/Berlin', now)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(periodRange('last_year', 'Europe/Berlin', now)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });
});
