import type { ServerMessageTable } from './serverMessages';

/** The number a spec §5 message names becomes `{{0}}`, as the form rules give it. */
const numbered = (match: RegExp, key: string) => ({
  match,
  key: `common:validation.${key}`,
  values: ({ n = '' }: Record<string, string>) => ({ 0: n }),
});
const N = String.raw`(?<n>-?\d+)`;
const common = (match: string, key: string) => ({ match, key: `common:${key}` });

/**
 * The request validator's field messages (packages/contracts/request-messages), translated with
 * the keys the web's own form rules use, and the answers no domain words itself.
 */
export const requestServerMessages: ServerMessageTable = [
  common('This field is required', 'validation.required'),
  common('Please enter a valid email', 'validation.email'),
  common('This field can only contain numbers', 'validation.numeric'),
  common('Integers only', 'validation.integer'),
  common('Invalid format', 'validation.format'),
  common('The length of the entered field is invalid', 'validation.length'),
  common('Please choose at least one value', 'validation.atLeastOne'),
  common('Please choose one of the offered values', 'validation.choice'),
  common('The value may not be negative', 'validation.notNegative'),
  numbered(new RegExp(`^You must enter a maximum of ${N} characters$`), 'max'),
  numbered(new RegExp(`^You must enter a minimum of ${N} characters$`), 'min'),
  numbered(new RegExp(`^Please choose at most ${N} values$`), 'maxItems'),
  numbered(new RegExp(`^The value must be at least ${N}$`), 'atLeast'),
  numbered(new RegExp(`^The value must be at most ${N}$`), 'atMost'),
  numbered(new RegExp(`^The value must be greater than ${N}$`), 'above'),
  numbered(new RegExp(`^The value must be less than ${N}$`), 'below'),
  common('The given data was invalid.', 'errors.validation'),
  common('Unauthenticated.', 'errors.unauthenticated'),
  common('CSRF token mismatch.', 'errors.csrf'),
  common('The X-COMPANY header must be a company id.', 'serverMessages.companyHeader'),
  common('The requested resource was not found.', 'errors.notFound'),
  common('You do not have permission to access this resource.', 'errors.forbidden'),
  common('Server Error', 'errors.server'),
  common('This record already exists.', 'serverMessages.duplicate'),
  common('This conflicts with an existing record.', 'serverMessages.overlap'),
  common('A referenced record does not exist.', 'serverMessages.missingReference'),
  common('A required value is missing.', 'serverMessages.missingValue'),
  common('A value is too long.', 'serverMessages.tooLong'),
  common('A number is out of range.', 'serverMessages.numberOutOfRange'),
  common('A date or time is invalid.', 'serverMessages.badDate'),
  common('A date or time is out of range.', 'serverMessages.dateOutOfRange'),
  common('A value has an invalid format.', 'serverMessages.badFormat'),
];
