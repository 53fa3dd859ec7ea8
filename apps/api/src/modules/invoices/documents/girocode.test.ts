import { describe, expect, it } from 'vitest';
import { euroAmount, giroCodePayload } from './girocode';

const transfer = {
  bic: 'GENODEF1S10',
  name: 'Luftsportverein Musterstadt e. V.',
  iban: 'DE02 1203 0000 0000 2020 51',
  amount: 123_456,
  remittance: '2026-00042',
};

describe('GiroCode payload (EPC069-12)', () => {
  it('writes the eleven elements line by line', () => {
    const lines = giroCodePayload(transfer)?.split('\n');
    expect(lines).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'GENODEF1S10',
      'Luftsportverein Musterstadt e. V.',
      'DE02120300000000202051',
      'EUR1234.56',
      '',
      '',
      '2026-00042',
    ]);
  });

  it('leaves the BIC empty when the company has none (optional in version 002)', () => {
    expect(giroCodePayload({ ...transfer, bic: null })?.split('\n')[4]).toBe('');
  });

  it('formats cents without floating point', () => {
    expect(euroAmount(1)).toBe('0.01');
    expect(euroAmount(10)).toBe('0.10');
    expect(euroAmount(100)).toBe('1.00');
    expect(euroAmount(99_999_999_999)).toBe('999999999.99');
  });

  it('cuts the name to 70 characters and refuses amounts a transfer cannot carry', () => {
    expect(giroCodePayload({ ...transfer, name: 'x'.repeat(80) })?.split('\n')[5]).toHaveLength(70);
    expect(giroCodePayload({ ...transfer, amount: 0 })).toBeNull();
    expect(giroCodePayload({ ...transfer, amount: -500 })).toBeNull();
    expect(giroCodePayload({ ...transfer, amount: 100_000_000_000 })).toBeNull();
  });
});
