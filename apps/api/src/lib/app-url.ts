import type { FastifyRequest } from 'fastify';

/** A link into the web app; it starts at the configured APP_URL, whatever Host the request named. */
export function appUrl(request: FastifyRequest, path = '/'): string {
  return new URL(path, request.server.config.APP_URL).toString();
}
