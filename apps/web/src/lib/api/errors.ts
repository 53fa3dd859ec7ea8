/** A failed API call: the HTTP status, the server's message and, for 422, the field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

/** Statuses after which an unsafe request is sent once more (spec §7). */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Translation keys of the spec §8 default texts, used when the server sends no message. */
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
