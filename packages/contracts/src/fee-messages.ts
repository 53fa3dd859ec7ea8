/**
 * Every message the fee and landing-fee API sends, word for word, in English as Laravel does (the
 * schema's own field messages without a full stop, as spec §5 words them). The web translates each
 * one (its test sends every message here through the web's tables).
 */
export const feeMessages = {
  amountNegative: 'The amount may not be negative',
  amountTooLarge: 'The amount is too large',
  vatTooHigh: 'The VAT rate is at most 100 % (10000)',
  identTaken: 'The ident has already been taken.',
  validUntil: 'The end of validity must not be before its start.',
  inUse: (registration: string) => `The fee is used by ${registration}; choose another fee for that aircraft first.`,
  landingFeeTaken: 'This airport already has a landing fee for that aircraft or weight class.',
  landingFeeBoth: 'A landing fee is for one aircraft or for a weight class, not both.',
} as const;
