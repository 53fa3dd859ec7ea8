import type { Fee } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { formatDay } from '../../../lib/i18n/format';

/** "01.01.2027 – 31.12.2027", "ab …", "bis …" or "unbefristet". */
export function validity(fee: Pick<Fee, 'valid_from' | 'valid_until'>, t: TFunction<'fees'>): string {
  const from = formatDay(fee.valid_from);
  const until = formatDay(fee.valid_until);
  if (from && until) return `${from} – ${until}`;
  if (from) return t('fees:validity.from', { day: from });
  if (until) return t('fees:validity.until', { day: until });
  return t('fees:validity.always');
}
