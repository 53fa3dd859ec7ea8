import type { Fee } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/money';

/** A fee's price with what it is charged for: "195,00 € pro Stunde". */
export function feePrice(fee: Pick<Fee, 'amount' | 'currency' | 'kind'>, t: TFunction<'fees'>): string {
  return `${formatMoney(fee.amount, fee.currency)} ${t(`fees:per.${fee.kind}`)}`;
}
