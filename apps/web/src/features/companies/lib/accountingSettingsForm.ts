import { type AccountingSettings, accountingSettings, type Company, MAX_AMOUNT } from '@portal/contracts';
import { i18n } from '../../../lib/i18n';
import { moneyInput, parseMoney } from '../../../lib/money';
import type { Rule } from '../../../lib/validation/rules';

/** `settings.accounting` as the inputs hold it: money as the language writes it, a leading minus for "may owe". */
export interface AccountingSettingsValues {
  low_balance_policy: AccountingSettings['low_balance_policy'];
  low_balance_threshold: string;
  rounding_minutes: '1' | '6';
  package_remainder: AccountingSettings['package_remainder'];
  fuel_refund_price: string;
}

export const ACCOUNTING_FIELDS = [
  'settings.accounting.low_balance_policy',
  'settings.accounting.low_balance_threshold',
  'settings.accounting.rounding_minutes',
  'settings.accounting.package_remainder',
  'settings.accounting.fuel_refund_price',
];

const signed = (minor: number, currency: string) =>
  minor < 0 ? `-${moneyInput(-minor, currency)}` : moneyInput(minor, currency);

/** Money with an optional leading minus ("-50,00": a member may owe up to 50 €), or null. */
export function parseSignedMoney(input: string, currency: string, languageTag?: string): number | null {
  const text = input.trim();
  const negative = /^[-\u2212]/.test(text);
  const amount = parseMoney(negative ? text.slice(1) : text, currency, languageTag);
  if (amount === null) return null;
  return negative ? -amount : amount;
}

export const accountingRules = {
  threshold:
    (currency: string): Rule =>
    (value) => {
      const minor = parseSignedMoney(String(value ?? ''), currency);
      return (minor !== null && Math.abs(minor) <= MAX_AMOUNT) || i18n.t('companies:settings.accounting.moneyFormat');
    },
  price:
    (currency: string): Rule =>
    (value) => {
      const minor = parseMoney(String(value ?? ''), currency);
      return (minor !== null && minor <= 100_000) || i18n.t('companies:settings.accounting.priceFormat');
    },
};

export function accountingValues(company: Company): AccountingSettingsValues {
  const stored = accountingSettings(company.settings);
  return {
    low_balance_policy: stored.low_balance_policy,
    low_balance_threshold: signed(stored.low_balance_threshold, company.currency),
    rounding_minutes: String(stored.rounding_minutes) as '1' | '6',
    package_remainder: stored.package_remainder,
    fuel_refund_price: moneyInput(stored.fuel_refund_price, company.currency),
  };
}

export function accountingPayload(values: AccountingSettingsValues, currency: string) {
  return {
    low_balance_policy: values.low_balance_policy,
    low_balance_threshold: parseSignedMoney(values.low_balance_threshold, currency) ?? 0,
    rounding_minutes: values.rounding_minutes === '6' ? 6 : 1,
    package_remainder: values.package_remainder,
    fuel_refund_price: parseMoney(values.fuel_refund_price, currency) ?? 0,
  } satisfies AccountingSettings;
}
