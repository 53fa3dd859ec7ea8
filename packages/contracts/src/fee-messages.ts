import { type Message, message } from './message';

/**
 * Every message the fee and landing-fee API sends, word for word, in English as Laravel does (the
 * schema's own field messages without a full stop, as the web's form rules word them). Each has a
 * stable code and params the web translates by (apps/web/src/locales/de/errors.json and its en and no
 * siblings).
 */
export const feeMessages = {
  amountNegative: message('fee.amount_negative', {}, 'The amount may not be negative'),
  amountTooLarge: message('fee.amount_too_large', {}, 'The amount is too large'),
  vatTooHigh: message('fee.vat_too_high', {}, 'The VAT rate is at most 100 % (10000)'),
  identTaken: message('fee.ident_taken', {}, 'The ident has already been taken.'),
  validUntil: message('fee.valid_until', {}, 'The end of validity must not be before its start.'),
  inUse: (registration: string) =>
    message('fee.in_use', { registration }, `The fee is used by ${registration}; choose another fee for that aircraft first.`),
  landingFeeTaken: message(
    'fee.landing_fee_taken',
    {},
    'This airport already has a landing fee for that aircraft or weight class.',
  ),
  landingFeeBoth: message('fee.landing_fee_both', {}, 'A landing fee is for one aircraft or for a weight class, not both.'),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
