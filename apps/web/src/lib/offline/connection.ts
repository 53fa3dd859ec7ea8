import { ApiError } from '../api/errors';

/** No answer from the server at all: the network is gone, or a proxy says the server is. */
export function isConnectionLost(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof ApiError && (error.status === 502 || error.status === 504 || error.status === 0);
}
