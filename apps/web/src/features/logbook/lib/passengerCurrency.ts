import type { LogbookCurrency } from '@portal/contracts';

/**
 * How FCL.060 applies to the person: not at all (no licence, nothing logged: an admin who does not fly),
 * not yet (a student: flights but no licence, so never "met"), or met or lapsed for a licence holder.
 */
export type PassengerCurrencyState = 'none' | 'unlicensed' | 'current' | 'lapsed';

export function passengerCurrencyState(currency: Pick<LogbookCurrency, 'licensed' | 'has_entries' | 'passengers'>) {
  if (!currency.licensed) return currency.has_entries ? 'unlicensed' : 'none';
  return currency.passengers.current ? 'current' : 'lapsed';
}
