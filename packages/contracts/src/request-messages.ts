import { message } from './message';

/**
 * The request validator's field messages, in English as the web's form rules word them (without a full
 * stop, as there). The API gives them for zod's common issues unless a schema words its own. Each has
 * a stable code and params the web translates by (apps/web/src/locales/de/errors.json and its en and
 * no siblings).
 */
export const validationMessages = {
  required: message('validation.required', {}, 'This field is required'),
  email: message('validation.email', {}, 'Please enter a valid email'),
  numeric: message('validation.numeric', {}, 'This field can only contain numbers'),
  integer: message('validation.integer', {}, 'Integers only'),
  format: message('validation.format', {}, 'Invalid format'),
  length: message('validation.length', {}, 'The length of the entered field is invalid'),
  atLeastOne: message('validation.at_least_one', {}, 'Please choose at least one value'),
  choice: message('validation.choice', {}, 'Please choose one of the offered values'),
  notNegative: message('validation.not_negative', {}, 'The value may not be negative'),
  notWithSearch: message('validation.not_with_search', {}, 'This cannot be combined with a search'),
  nulCharacter: message('validation.nul_character', {}, 'This text contains a null character (code 0), which is not allowed'),
  maxLength: (characters: number) =>
    message('validation.max_length', { characters }, `You must enter a maximum of ${characters} characters`),
  minLength: (characters: number) =>
    message('validation.min_length', { characters }, `You must enter a minimum of ${characters} characters`),
  maxItems: (items: number) => message('validation.max_items', { items }, `Please choose at most ${items} values`),
  atLeast: (value: number) => message('validation.at_least', { value }, `The value must be at least ${value}`),
  atMost: (value: number) => message('validation.at_most', { value }, `The value must be at most ${value}`),
  above: (value: number) => message('validation.above', { value }, `The value must be greater than ${value}`),
  below: (value: number) => message('validation.below', { value }, `The value must be less than ${value}`),
} as const;

/** What the API answers when no domain words a refusal itself (Laravel's defaults, the request's own checks and database constraints). */
export const requestMessages = {
  invalid: message('request.invalid', {}, 'The given data was invalid.'),
  unauthenticated: message('request.unauthenticated', {}, 'Unauthenticated.'),
  csrfMismatch: message('request.csrf_mismatch', {}, 'CSRF token mismatch.'),
  companyHeader: message('request.company_header', {}, 'The X-COMPANY header must be a company id.'),
  notFound: message('request.not_found', {}, 'The requested resource was not found.'),
  forbidden: message('request.forbidden', {}, 'You do not have permission to access this resource.'),
  serverError: message('request.server_error', {}, 'Server Error'),
  duplicate: message('request.duplicate', {}, 'This record already exists.'),
  overlap: message('request.overlap', {}, 'This conflicts with an existing record.'),
  missingReference: message('request.missing_reference', {}, 'A referenced record does not exist.'),
  missingValue: message('request.missing_value', {}, 'A required value is missing.'),
  tooLong: message('request.too_long', {}, 'A value is too long.'),
  numberOutOfRange: message('request.number_out_of_range', {}, 'A number is out of range.'),
  badDate: message('request.bad_date', {}, 'A date or time is invalid.'),
  dateOutOfRange: message('request.date_out_of_range', {}, 'A date or time is out of range.'),
  badFormat: message('request.bad_format', {}, 'A value has an invalid format.'),
  routeNotFound: (method: string, path: string) =>
    message('request.route_not_found', { method, path }, `Route ${method} ${path} not found.`),
  idempotencyKeyFormat: message(
    'request.idempotency_key_format',
    {},
    'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  ),
  idempotencyKeyReused: message(
    'request.idempotency_key_reused',
    {},
    'This Idempotency-Key was already used with a different request.',
  ),
  idempotencyInProgress: message(
    'request.idempotency_in_progress',
    {},
    'A request with this Idempotency-Key is still being processed.',
  ),
  idempotencyAnswerLost: message(
    'request.idempotency_answer_lost',
    {},
    'A request with this Idempotency-Key was carried out, but its answer was lost.',
  ),
  /** Refusals of the HTTP layer itself; the server sends them with its own English wording. */
  badRequest: message('request.bad_request', {}, 'The request could not be read.'),
  badJson: message('request.bad_json', {}, 'The body is not valid JSON.'),
  tooLarge: message('request.too_large', {}, 'The request is too large.'),
  mediaType: message('request.media_type', {}, 'The content type of the request is not supported.'),
} as const;
