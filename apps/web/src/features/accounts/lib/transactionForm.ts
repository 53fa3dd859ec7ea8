import { MAX_AMOUNT, type ManualKind, type TransactionCreate } from '@portal/contracts';
import { i18n } from '../../../lib/i18n';
import { parseMoney } from '../../../lib/money';
import type { Rule } from '../../../lib/validation/rules';

/** A manual line as typed: the amount as the language writes it ("12,50"), always positive. */
export interface TransactionFormValues {
  kind: ManualKind;
  amount: string;
  description: string;
}

export const emptyTransaction: TransactionFormValues = { kind: 'payment', amount: '', description: '' };

/** A positive amount in the company's currency, as a German (or English, Norwegian) member types it. */
export const amountRule =
  (currency: string): Rule =>
  (value) => {
    const text = String(value ?? '').trim();
    if (!text) return true;
    const minor = parseMoney(text, currency);
    return (minor !== null && minor > 0 && minor <= MAX_AMOUNT) || i18n.t('accounts:post.amountFormat');
  };

export function transactionPayload(values: TransactionFormValues, currency: string): TransactionCreate {
  return { kind: values.kind, amount: parseMoney(values.amount, currency) ?? 0, description: values.description.trim() };
}
