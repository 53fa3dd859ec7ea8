import type { Locale } from '@portal/contracts';

/** The company has no language of its own: its documents speak its country's (German in DE, AT and CH). */
export function languageOf(country: string): Locale {
  if (['DE', 'AT', 'CH', 'LI'].includes(country)) return 'de';
  if (country === 'NO') return 'no';
  return 'en';
}
