/**
 * The request validator's field messages, in English as spec §5 words them (without a full stop,
 * as there). The API gives them for zod's common issues unless a schema words its own; the web
 * translates each with the keys its own form rules use (common:validation).
 */
export const validationMessages = {
  required: 'This field is required',
  email: 'Please enter a valid email',
  numeric: 'This field can only contain numbers',
  integer: 'Integers only',
  format: 'Invalid format',
  length: 'The length of the entered field is invalid',
  atLeastOne: 'Please choose at least one value',
  choice: 'Please choose one of the offered values',
  notNegative: 'The value may not be negative',
  maxLength: (characters: number) => `You must enter a maximum of ${characters} characters`,
  minLength: (characters: number) => `You must enter a minimum of ${characters} characters`,
  maxItems: (items: number) => `Please choose at most ${items} values`,
  atLeast: (value: number) => `The value must be at least ${value}`,
  atMost: (value: number) => `The value must be at most ${value}`,
  above: (value: number) => `The value must be greater than ${value}`,
  below: (value: number) => `The value must be less than ${value}`,
} as const;

/** What the API answers when no domain words a refusal itself (Laravel's defaults, the request's own checks and database constraints). */
export const requestMessages = {
  invalid: 'The given data was invalid.',
  unauthenticated: 'Unauthenticated.',
  csrfMismatch: 'CSRF token mismatch.',
  companyHeader: 'The X-COMPANY header must be a company id.',
  notFound: 'The requested resource was not found.',
  forbidden: 'You do not have permission to access this resource.',
  serverError: 'Server Error',
  duplicate: 'This record already exists.',
  overlap: 'This conflicts with an existing record.',
  missingReference: 'A referenced record does not exist.',
  missingValue: 'A required value is missing.',
  tooLong: 'A value is too long.',
  numberOutOfRange: 'A number is out of range.',
  badDate: 'A date or time is invalid.',
  dateOutOfRange: 'A date or time is out of range.',
  badFormat: 'A value has an invalid format.',
} as const;
