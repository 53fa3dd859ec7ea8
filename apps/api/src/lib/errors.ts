import { requestMessages as says } from '@portal/contracts/request-messages';

export const errorStatus = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  csrf_mismatch: 419,
  validation: 422,
  throttled: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export type FieldErrors = Record<string, string[]>;

/** The one error type services throw; the error handler turns it into the contract's envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (message: string = says.notFound) => new AppError('not_found', message);
export const forbidden = (message: string = says.forbidden) => new AppError('forbidden', message);
export const unauthenticated = () => new AppError('unauthenticated', says.unauthenticated);
export const conflict = (message: string) => new AppError('conflict', message);

/** A 422 naming one field, in Laravel's shape. */
export function invalid(field: string, message: string): AppError {
  return new AppError('validation', message, { [field]: [message] });
}
