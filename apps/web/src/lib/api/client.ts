import type { ApiError as ApiErrorBody } from '@portal/contracts';
import type { z } from 'zod';
import { answerFromCopy, keepAnswer } from '../offline/readCopy';
import { queryClient } from '../queryClient';
import { dropEarlyReads, takeEarlyRead } from './earlyReads';
import { ApiError, ContractError, RETRY_STATUSES } from './errors';
import { localError } from './messages';
import { activeCompanyId, readCookie, setActiveCompanyId } from './session';
import { answeredByServer, send } from './transport';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Query = Record<string, string | number | boolean | undefined | null>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Set per request on top of the usual ones (an `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** Listeners for the statuses the shell reacts to everywhere (401 sign-out, 503 maintenance). */
const statusListeners = new Set<(error: ApiError) => void>();
export function onApiError(listener: (error: ApiError) => void) {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

async function ensureCsrfCookie() {
  if (!readCookie('XSRF-TOKEN'))
    await fetch('/sanctum/csrf-cookie', { credentials: 'include', headers: { Accept: 'application/json' } });
}

function headersFor(method: Method, body: unknown, extra?: Record<string, string>): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'X-COMPANY': String(activeCompanyId() ?? ''),
    'X-Frontend-Version': __APP_VERSION__,
    ...extra,
  });
  if (method !== 'GET') headers.set('X-XSRF-TOKEN', readCookie('XSRF-TOKEN') ?? '');
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

async function toError(response: Response): Promise<ApiError> {
  const payload = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
  const { code, params, error_codes: errorCodes } = payload;
  return localError(new ApiError(response.status, payload.message ?? '', payload.errors, { code, params, errorCodes }));
}

/**
 * A read refused because of the active company (X-COMPANY), e.g. after the membership there ended, is
 * asked again without it; when that succeeds, the stale choice is dropped and what was read with it
 * (the memberships the selector picks from, among others) is read again.
 */
async function withoutStaleCompany(response: Response, url: string, init: RequestInit): Promise<Response> {
  if (response.status !== 403 || init.method !== 'GET' || !activeCompanyId()) return response;
  const headers = new Headers(init.headers);
  headers.set('X-COMPANY', '');
  const retried = await send(url, { ...init, headers });
  if (retried.ok) {
    setActiveCompanyId(null);
    void queryClient.invalidateQueries();
  }
  return retried;
}

/** One call to the API, with what every call carries: JSON, credentials, company and version headers, CSRF, retry once. */
async function request(method: Method, path: string, options: RequestOptions = {}): Promise<unknown> {
  const { body } = options;
  let sentMethod = method;
  if (method === 'PUT' && body instanceof FormData) {
    body.append('_method', 'PUT');
    sentMethod = 'POST';
  }
  if (method !== 'GET') {
    dropEarlyReads();
    await ensureCsrfCookie();
  }
  const attempts = method === 'GET' ? 1 : 2;
  for (let attempt = 1; ; attempt++) {
    const url = withQuery(path, options.query);
    const init: RequestInit = {
      method: sentMethod,
      credentials: 'include',
      headers: headersFor(method, body, options.headers),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: options.signal,
    };
    const sent = (method === 'GET' && takeEarlyRead(url)) || send(url, init);
    const response = await withoutStaleCompany(await sent, url, init);
    if (response.ok) return response.status === 204 ? undefined : await response.json();
    if (attempt < attempts && RETRY_STATUSES.has(response.status)) continue;
    const error = await toError(response);
    for (const listener of statusListeners) listener(error);
    throw error;
  }
}

/**
 * The contract's schema of an answer, or a loader of it: reads of the first route pass a loader, so
 * zod and the contracts load with the first answer that needs them, not with the login page.
 */
export type ResponseSchema<S extends z.ZodType> = S | (() => Promise<S>);

/** The answer as its schema reads it; an answer that breaks the contract is an error, not data. */
async function parsed<S extends z.ZodType>(method: Method, path: string, schema: ResponseSchema<S>, body: unknown) {
  const resolved = typeof schema === 'function' ? await schema() : schema;
  const result = resolved.safeParse(body);
  if (!result.success) throw new ContractError(`${method} ${path}`, result.error.issues);
  return result.data;
}

/** A write: without a schema its answer is ignored, with one it is parsed like a read. */
function write(method: Exclude<Method, 'GET' | 'DELETE'>) {
  function send(path: string, body?: unknown): Promise<void>;
  function send<S extends z.ZodType>(path: string, body: unknown, schema: ResponseSchema<S>): Promise<z.output<S>>;
  async function send<S extends z.ZodType>(path: string, body?: unknown, schema?: ResponseSchema<S>) {
    const answer = await request(method, path, { body: method === 'POST' ? (body ?? {}) : body });
    return schema ? parsed(method, path, schema, answer) : undefined;
  }
  return send;
}

function remove(path: string): Promise<void>;
function remove<S extends z.ZodType>(path: string, schema: ResponseSchema<S>): Promise<z.output<S>>;
async function remove<S extends z.ZodType>(path: string, schema?: ResponseSchema<S>) {
  const answer = await request('DELETE', path);
  return schema ? parsed('DELETE', path, schema, answer) : undefined;
}

/**
 * A POST the server records at most once per key (`Idempotency-Key`): a repeat with the same key, after
 * a lost answer or from the offline outbox, gets the first answer again.
 */
function keyedPost(path: string, body: unknown, key: string): Promise<void>;
function keyedPost<S extends z.ZodType>(
  path: string,
  body: unknown,
  key: string,
  schema: ResponseSchema<S>,
): Promise<z.output<S>>;
async function keyedPost<S extends z.ZodType>(path: string, body: unknown, key: string, schema?: ResponseSchema<S>) {
  const answer = await request('POST', path, { body, headers: { 'Idempotency-Key': key } });
  return schema ? parsed('POST', path, schema, answer) : undefined;
}

/** A read; without a connection, the answer the server last gave (lib/offline/readCopy.ts). */
async function readOrCopy(path: string, query?: Query, signal?: AbortSignal): Promise<unknown> {
  const url = withQuery(path, query);
  try {
    const answer = await request('GET', path, { query, signal });
    if (!answeredByServer()) keepAnswer(url, answer);
    return answer;
  } catch (error) {
    return answerFromCopy(url, error);
  }
}

export const api = {
  /** A read, parsed with the contract's schema of the route's answer. */
  get: async <S extends z.ZodType>(path: string, schema: ResponseSchema<S>, query?: Query, signal?: AbortSignal) =>
    parsed('GET', path, schema, await readOrCopy(path, query, signal)),
  post: write('POST'),
  keyedPost,
  put: write('PUT'),
  patch: write('PATCH'),
  delete: remove,
};
