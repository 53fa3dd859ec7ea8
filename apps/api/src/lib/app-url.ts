import type { FastifyRequest } from 'fastify';

/** Where people reach the web app: APP_URL when configured, else the origin this request came to. */
export function appUrl(request: FastifyRequest, path = '/'): string {
  const base = request.server.config.APP_URL ?? `${request.protocol}://${request.host}`;
  return new URL(path, base).toString();
}
