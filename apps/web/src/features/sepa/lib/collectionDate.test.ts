import { describe, expect, it } from 'vitest';
import { earliestCollectionDate, todayIn } from './collectionDate';

describe('the earliest collection date', () => {
  it('is the day after today in the company’s zone', () => {
    expect(earliestCollectionDate('Europe/Berlin', new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-25');
  });

  it('counts the day where the company is, not in UTC', () => {
    // 23:30 UTC is already the 25th in Berlin.
    expect(todayIn('Europe/Berlin', new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(earliestCollectionDate('Europe/Berlin', new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-26');
  });

  it('crosses months and years', () => {
    expect(earliestCollectionDate('Europe/Berlin', new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
  });
});
