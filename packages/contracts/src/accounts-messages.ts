import { type Message, message } from './message';

/**
 * Every message the accounts (ledger) API sends, in English, with a stable code and params the web
 * translates by (apps/web/src/locales/<lang>/errors.json).
 */
export const accountMessages = {
  amountPositive: message('accounts.amount_positive', {}, 'The amount must be a positive number of cents'),
  amountTooLarge: message('accounts.amount_too_large', {}, 'The amount is too large'),
  noAccount: message('accounts.no_account', {}, 'This membership has no account (it is not approved).'),
  alreadyReversed: message('accounts.already_reversed', {}, 'This entry has already been reversed.'),
  thresholdInvalid: message('accounts.threshold_invalid', {}, 'The threshold must be a whole number of cents'),
  /** `balance` and `threshold` in minor units of `currency`, for the web to format. */
  lowBalance: (balance: number, threshold: number, currency: string) =>
    message(
      'accounts.low_balance',
      { balance, threshold, currency },
      `The account balance of ${(balance / 100).toFixed(2)} ${currency} is below the limit of ${(threshold / 100).toFixed(2)} ${currency}; please pay in first.`,
    ),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
