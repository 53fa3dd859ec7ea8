import { formatNumber } from '../../lib/i18n/format';

/** Minutes as hours with up to two decimals ("2,5 h" in German). */
export const hours = (minutes: number) => formatNumber(minutes / 60, { maximumFractionDigits: 2 });

/** Hours typed with a comma or a point, as whole minutes; null when not a positive number. */
export function minutesFromHours(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? Math.round(value * 60) : null;
}
