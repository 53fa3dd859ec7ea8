import { describe, expect, it } from 'vitest';
import { followingNumber } from './member-number';

describe('followingNumber', () => {
  it('counts on from the latest number, keeping its prefix and padding', () => {
    expect(followingNumber('1012')).toBe('1013');
    expect(followingNumber('S-009')).toBe('S-010');
    expect(followingNumber('99')).toBe('100');
    expect(followingNumber(undefined)).toBe('1');
  });
});
