import type { PackageOfferCreate, PrepaidPackage } from '@portal/contracts';
import { i18n } from '../../../lib/i18n';
import { moneyInput, parseMoney } from '../../../lib/money';
import type { Rule } from '../../../lib/validation/rules';

/** The offer form as typed: money as the language writes it, hours as a number, what it is good for as one choice. */
export interface OfferFormValues {
  name: string;
  description: string;
  kind: 'minutes' | 'money';
  hours: string;
  credit_amount: string;
  price: string;
  /** `any`, `category:<category>` or `airplane:<id>`. */
  scope: string;
  validity_days: string;
  discount_percent: string;
}

const wholeNumber = (value: string) => (/^\d{1,5}$/.test(value.trim()) ? Number(value.trim()) : null);
/** "10" or "12,5" hours in minutes; null when not a positive number with at most two decimals. */
export function parseHours(input: string): number | null {
  const match = /^(\d{1,4})(?:[.,](\d{1,2}))?$/.exec(input.trim());
  if (!match) return null;
  const minutes = Math.round((Number(match[1]) + Number(`0.${match[2] ?? '0'}`)) * 60);
  return minutes > 0 ? minutes : null;
}

export const offerRules = {
  money:
    (currency: string): Rule =>
    (value) =>
      !String(value ?? '').trim() || parseMoney(String(value), currency) !== null || i18n.t('packages:form.moneyFormat'),
  hours: ((value) =>
    !String(value ?? '').trim() || parseHours(String(value)) !== null || i18n.t('packages:form.hoursFormat')) as Rule,
  days: ((value) => {
    const days = wholeNumber(String(value ?? ''));
    return !String(value ?? '').trim() || (days !== null && days >= 1 && days <= 3660) || i18n.t('packages:form.daysFormat');
  }) as Rule,
  percent: ((value) => {
    const percent = wholeNumber(String(value ?? ''));
    return !String(value ?? '').trim() || (percent !== null && percent <= 100) || i18n.t('packages:form.percentFormat');
  }) as Rule,
};

function scopeValue(offer: PrepaidPackage | undefined): string {
  if (offer?.airplane_ids.length) return `airplane:${offer.airplane_ids[0]}`;
  if (offer?.category) return `category:${offer.category}`;
  return 'any';
}

export function offerFormValues(offer: PrepaidPackage | undefined, currency: string): OfferFormValues {
  return {
    name: offer?.name ?? '',
    description: offer?.description ?? '',
    kind: offer?.credit_amount != null ? 'money' : 'minutes',
    hours: offer?.credit_minutes ? String(offer.credit_minutes / 60).replace('.', ',') : '',
    credit_amount: offer?.credit_amount ? moneyInput(offer.credit_amount, currency) : '',
    price: offer ? moneyInput(offer.price, currency) : '',
    scope: scopeValue(offer),
    validity_days: String(offer?.validity_days ?? 365),
    discount_percent: String(offer?.discount_percent ?? 0),
  };
}

export function offerPayload(values: OfferFormValues, currency: string): PackageOfferCreate {
  const money = values.kind === 'money';
  const [scope, what] = values.scope.split(':');
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: parseMoney(values.price, currency) ?? 0,
    credit_minutes: money ? null : parseHours(values.hours),
    credit_amount: money ? parseMoney(values.credit_amount, currency) : null,
    airplane_ids: !money && scope === 'airplane' ? [Number(what)] : [],
    category: !money && scope === 'category' ? (what as PackageOfferCreate['category']) : null,
    validity_days: wholeNumber(values.validity_days) ?? 365,
    discount_percent: wholeNumber(values.discount_percent) ?? 0,
  };
}
