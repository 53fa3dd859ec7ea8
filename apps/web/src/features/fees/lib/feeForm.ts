import type { Fee, FeeCreate, FeeKind, TaxSphere } from '@portal/contracts';
import { dayFromInput } from '../../../components/FormDateField';
import { isoToTyped } from '../../../lib/dates/typedDay';
import { i18n } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { moneyInput, parseMoney } from '../../../lib/money';
import type { Rule } from '../../../lib/validation/rules';

/** The fee form's inputs as typed: money and VAT as the language writes numbers, days in its order. */
export interface FeeFormValues {
  ident: string;
  title: string;
  kind: FeeKind;
  amount: string;
  vat_rate: string;
  revenue_account: string;
  /** '' for none. */
  tax_sphere: TaxSphere | '';
  valid_from: string;
  valid_until: string;
}

/** "19" or "7,5" (percent) in basis points; null when it is not a percentage from 0 to 100 with two decimals at most. */
export function parsePercent(input: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(input.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= 10000 ? basisPoints : null;
}

export const feeRules = {
  money:
    (currency: string): Rule =>
    (value) =>
      !String(value ?? '').trim() || parseMoney(String(value), currency) !== null || i18n.t('fees:form.moneyFormat'),
  account: ((value) => /^[0-9]{4,6}$/.test(String(value ?? '').trim()) || i18n.t('fees:form.accountFormat')) as Rule,
  percent: ((value) =>
    !String(value ?? '').trim() || parsePercent(String(value)) !== null || i18n.t('fees:form.percentFormat')) as Rule,
};

export function feeFormValues(fee: Fee | undefined, currency: string): FeeFormValues {
  return {
    ident: fee?.ident ?? '',
    title: fee?.title ?? '',
    kind: fee?.kind ?? 'per_hour',
    amount: fee ? moneyInput(fee.amount, currency) : '',
    vat_rate: formatNumber((fee?.vat_rate ?? 1900) / 100, { maximumFractionDigits: 2, useGrouping: false }),
    revenue_account: fee?.revenue_account ?? '8400',
    tax_sphere: fee?.tax_sphere ?? '',
    valid_from: isoToTyped(fee?.valid_from),
    valid_until: isoToTyped(fee?.valid_until),
  };
}

export function feePayload(values: FeeFormValues, currency: string): FeeCreate {
  return {
    ident: values.ident.trim(),
    title: values.title.trim(),
    kind: values.kind,
    amount: parseMoney(values.amount, currency) ?? 0,
    vat_rate: parsePercent(values.vat_rate) ?? 0,
    revenue_account: values.revenue_account.trim(),
    tax_sphere: values.tax_sphere || null,
    valid_from: dayFromInput(values.valid_from),
    valid_until: dayFromInput(values.valid_until),
  };
}

/** The end of validity may not come before its start (the API says so too, on `valid_until`). */
export function untilAfterFrom(value: string, values: FeeFormValues): true | string {
  const from = dayFromInput(values.valid_from);
  const until = dayFromInput(value);
  return !from || !until || until >= from || i18n.t('fees:server.validUntil');
}
