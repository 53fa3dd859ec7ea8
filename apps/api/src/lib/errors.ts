import type { Message } from '@portal/contracts/message';
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

/** What went wrong, as the status tells it; the message's `code` names which refusal it is. */
export type ErrorKind = keyof typeof errorStatus;
export type FieldErrors = Record<string, Message[]>;

/** The one error type services throw; the error handler turns it into the contract's envelope. */
export class AppError extends Error {
  readonly said: Message;

  constructor(
    readonly kind: ErrorKind,
    said: Message,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(said.message);
    this.said = said;
  }

  get status(): number {
    return errorStatus[this.kind];
  }
}

export const notFound = (said: Message = says.notFound) => new AppError('not_found', said);
export const forbidden = (said: Message = says.forbidden) => new AppError('forbidden', said);
export const unauthenticated = () => new AppError('unauthenticated', says.unauthenticated);
export const conflict = (said: Message) => new AppError('conflict', said);

/** A 422 naming one field, in Laravel's shape. */
export function invalid(field: string, said: Message): AppError {
  return new AppError('validation', said, { [field]: [said] });
}
