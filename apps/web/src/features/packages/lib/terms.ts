import type { PrepaidPackage } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../../lib/i18n/format';
import { formatMoney } from '../../../lib/money';

/** Minutes as hours and minutes: "10 Std.", "1 Std. 30 Min.". */
export function formatMinutes(minutes: number, t: TFunction<'packages'>): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('minutes', { count: rest });
  return rest === 0
    ? t('hours', { hours: formatNumber(hours) })
    : t('hoursMinutes', { hours: formatNumber(hours), minutes: rest });
}

/** What a package credits: "10 Std." or "500,00 €". */
export function creditOf(
  pkg: Pick<PrepaidPackage, 'credit_minutes' | 'credit_amount' | 'currency'>,
  t: TFunction<'packages'>,
): string {
  return pkg.credit_minutes !== null ? formatMinutes(pkg.credit_minutes, t) : formatMoney(pkg.credit_amount ?? 0, pkg.currency);
}

/** What is left of a member's package. */
export function remainingOf(
  pkg: Pick<PrepaidPackage, 'remaining_minutes' | 'remaining_amount' | 'currency'>,
  t: TFunction<'packages'>,
): string {
  return pkg.remaining_minutes !== null
    ? formatMinutes(pkg.remaining_minutes, t)
    : formatMoney(pkg.remaining_amount ?? 0, pkg.currency);
}

/** What the minutes are good for: named aircraft, a category, or any aircraft (money: everything). */
export function scopeOf(
  pkg: Pick<PrepaidPackage, 'airplane_ids' | 'category' | 'credit_amount'>,
  registrations: Map<number, string>,
  t: TFunction<'packages'>,
): string {
  if (pkg.credit_amount !== null) return t('scope.money');
  if (pkg.airplane_ids.length > 0) return pkg.airplane_ids.map((id) => registrations.get(id) ?? `#${id}`).join(', ');
  if (pkg.category) return t('scope.category', { category: t(`fleet:categories.${pkg.category}`) });
  return t('scope.any');
}
