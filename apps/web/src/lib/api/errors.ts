import type { MessageCode } from '@portal/contracts/message';

interface ApiErrorOptions extends ErrorOptions {
  /** The code the message is translated by, and its params. */
  code?: string;
  params?: MessageCode['params'];
  /** The field messages' codes, by field, in the order of `errors`. */
  errorCodes?: Record<string, MessageCode[]>;
}

/** A failed API call: the HTTP status, the server's message with its code and, for 422, the field errors. */
export class ApiError extends Error {
  readonly code?: string;
  readonly params: MessageCode['params'];
  readonly errorCodes: Record<string, MessageCode[]>;

  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    { code, params = {}, errorCodes = {}, ...options }: ApiErrorOptions = {},
  ) {
    super(message, options);
    this.name = 'ApiError';
    this.code = code;
    this.params = params;
    this.errorCodes = errorCodes;
  }
}

/** An answer that does not match its route's contract schema: a bug on one side, never shown as data. */
export class ContractError extends Error {
  constructor(
    readonly call: string,
    readonly issues: readonly { path: PropertyKey[]; message: string }[],
  ) {
    super(
      `${call} answered outside its contract: ${issues.map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`).join('; ')}`,
    );
    this.name = 'ContractError';
  }
}

/** Statuses after which an unsafe request is sent once more. */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Translation keys of the default texts per status, used when the server sends no message. */
export function defaultMessageKey(status: number): string {
  switch (status) {
    case 422:
      return 'errors.validation';
    case 404:
      return 'errors.notFound';
    case 403:
      return 'errors.forbidden';
    case 500:
      return 'errors.server';
    case 429:
      return 'errors.tooManyRequests';
    default:
      return 'errors.unknown';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
