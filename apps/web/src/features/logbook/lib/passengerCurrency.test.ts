import type { LogbookCurrency } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { passengerCurrencyState } from './passengerCurrency';

const recency = (current: boolean): LogbookCurrency['passengers'] => ({
  current,
  landings: current ? 5 : 1,
  needed: 3,
  valid_until: current ? '2027-01-30' : null,
  classes: [{ class: 'SEP', landings: current ? 5 : 1, current, valid_until: current ? '2027-01-30' : null }],
});

describe('passengerCurrencyState', () => {
  it('shows nothing to someone without a licence or a logged flight (an admin who does not fly)', () => {
    expect(passengerCurrencyState({ licensed: false, has_entries: false, passengers: recency(false) })).toBe('none');
  });

  it('never calls a student without a licence current, however many landings they logged', () => {
    expect(passengerCurrencyState({ licensed: false, has_entries: true, passengers: recency(true) })).toBe('unlicensed');
  });

  it('judges a licence holder by the landings', () => {
    expect(passengerCurrencyState({ licensed: true, has_entries: true, passengers: recency(true) })).toBe('current');
    expect(passengerCurrencyState({ licensed: true, has_entries: true, passengers: recency(false) })).toBe('lapsed');
    expect(passengerCurrencyState({ licensed: true, has_entries: false, passengers: recency(false) })).toBe('lapsed');
  });
});
