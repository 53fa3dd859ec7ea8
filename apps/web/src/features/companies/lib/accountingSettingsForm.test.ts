import { describe, expect, it } from 'vitest';
import { parseSignedMoney } from './accountingSettingsForm';

describe('the minimum balance as a treasurer types it', () => {
  it('reads German amounts with a leading minus as "may owe up to"', () => {
    expect(parseSignedMoney('-50,00', 'EUR', 'de-DE')).toBe(-5000);
    expect(parseSignedMoney('\u221212,5', 'EUR', 'de-DE')).toBe(-1250);
    expect(parseSignedMoney(' 0,00 ', 'EUR', 'de-DE')).toBe(0);
    expect(parseSignedMoney('1.234,56', 'EUR', 'de-DE')).toBe(123_456);
  });

  it('refuses what is not an amount', () => {
    for (const typed of ['', '-', '--5', 'zehn', '1,234']) expect(parseSignedMoney(typed, 'EUR', 'de-DE')).toBeNull();
  });
});
