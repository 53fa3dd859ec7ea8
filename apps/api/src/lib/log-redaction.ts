import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export interface LogStream {
  write(line: string): void;
}
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const REDACTED = '[redacted]';

/** Fields that hold a secret wherever they appear in a logged object, headers and query parameters of a failed statement included. */
const SECRET_FIELDS = [
  'password',
  'password_confirmation',
  'current_password',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'idHash',
  'secret',
  'csrfToken',
  'cookie',
  'set-cookie',
  'authorization',
  'x-xsrf-token',
  'params',
  'parameters',
];
const member = (field: string) => (/^[A-Za-z_]\w*$/.test(field) ? `.${field}` : `["${field}"]`);
const redactPaths = SECRET_FIELDS.flatMap((field) => [
  ...(member(field).startsWith('.') ? [field] : []),
  `*${member(field)}`,
  `*.headers${member(field)}`,
]);

/** Query parameters that carry a secret (reset links, signed links). */
const SECRET_QUERY = new Set(['token', 'signature', 'hash']);
/** Paths whose segment is a secret: the personal calendar feed. */
const SECRET_PATH = /^(\/api\/calendar\/)[^/?]+(\.ics)/;

export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s);
  const safePath = path.replace(SECRET_PATH, `$1${REDACTED}$2`);
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const name of [...params.keys()]) if (SECRET_QUERY.has(name.toLowerCase())) params.set(name, REDACTED);
  return `${safePath}?${params.toString()}`;
}

/**
 * An error with its causes, each with its own fields. A failed statement names its parameters
 * (password hashes among them) in its message, its stack and a `params` field: each is replaced.
 */
function redactError(error: Error, depth = 0): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const out = { type: error.constructor.name, message: error.message, stack: error.stack ?? '' } as Record<string, unknown> & {
    type: string;
    message: string;
    stack: string;
  };
  const nested = (value: unknown) => (value instanceof Error && depth < 4 ? redactError(value, depth + 1) : value);
  for (const [key, value] of Object.entries(fields)) if (!(key in out)) out[key] = nested(value);
  for (const values of [fields.params, fields.parameters]) {
    if (values === undefined) continue;
    const listed = `params: ${String(values)}`;
    out.message = out.message.replaceAll(listed, `params: ${REDACTED}`);
    out.stack = out.stack.replaceAll(listed, `params: ${REDACTED}`);
  }
  for (const field of SECRET_FIELDS) if (field in out) out[field] = REDACTED;
  if (error.cause !== undefined) out.cause = nested(error.cause);
  return out;
}

function requestSummary(request: FastifyRequest) {
  if (typeof request?.url !== 'string') return { ...request };
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Every log line of the server leaves out secrets: known fields, query parameters of failed statements, secret parts of URLs. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: { err: (error) => redactError(error), req: requestSummary },
  };
}
