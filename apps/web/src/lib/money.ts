import { currentLanguageTag } from './i18n';

/** How many minor units a currency's major unit has as a power of ten (EUR 2, JPY 0). */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount in minor units (cents, øre) as money in the current language, e.g. "195,00 €". */
export function formatMoney(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(currentLanguageTag(), { style: 'currency', currency }).format(minor / 10 ** digits);
}

/** The amount as a person types it in the current language, without the currency: "195,00". */
export function moneyInput(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(currentLanguageTag(), { minimumFractionDigits: digits, useGrouping: false }).format(
    minor / 10 ** digits,
  );
}

function decimalSeparator(languageTag: string): string {
  return new Intl.NumberFormat(languageTag).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * Money as typed ("195", "195,5", "1.234,50", "1 234.50") in minor units, or null when it is not an
 * amount. The language's decimal separator counts; a lone other separator followed by one or two
 * digits is taken as the decimal point too, the rest as grouping.
 */
export function parseMoney(input: string, currency: string, languageTag = currentLanguageTag()): number | null {
  const text = input.replace(/[\s\u00a0\u202f]/g, '').replace(/[^\d.,'-]/g, '');
  if (!/^\d[\d.,']*$/.test(text)) return null;
  const local = decimalSeparator(languageTag);
  const lastSeparator = Math.max(text.lastIndexOf(','), text.lastIndexOf('.'));
  const tail = lastSeparator < 0 ? '' : text.slice(lastSeparator + 1);
  const isDecimal = lastSeparator >= 0 && (text[lastSeparator] === local || tail.length <= 2);
  const whole = (isDecimal ? text.slice(0, lastSeparator) : text).replace(/[.,']/g, '');
  const fraction = isDecimal ? tail : '';
  const digits = minorDigits(currency);
  if (fraction.length > digits) return null;
  return Number(whole || '0') * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** VAT in basis points (1900) as a percentage in the current language: "19 %". */
export function formatVat(basisPoints: number): string {
  return new Intl.NumberFormat(currentLanguageTag(), { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10000);
}
