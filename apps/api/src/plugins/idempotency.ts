import { requestMessages as says } from '@portal/contracts/request-messages';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRouteHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { AppError, conflict, invalid } from '../lib/errors';
import { scheduleJob } from '../lib/jobs';
import { sha256 } from '../lib/tokens';
import {
  claimKey,
  type IdempotencyRow,
  isRecent,
  keepAnswer,
  markCommitted,
  purgeExpiredKeys,
  releaseKey,
} from './idempotency-store';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer given again from a key's first request. */
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
const PURGE_INTERVAL_MS = 3600_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route honours `Idempotency-Key`: per user and path for 24 hours a repeat gets the first
     * answer again. Its handler runs the command on `keyedDb(request, app.db)`, so the key commits with it.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The claimed key's row id while this request runs its keyed command. */
    idempotencyClaim: number | null;
  }
}

/** The body in a stable form (keys sorted), so the same request always hashes alike. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_FORMAT.test(header)) throw invalid('Idempotency-Key', says.idempotencyKeyFormat);
  return header;
}

/** What a repeat hears when the key is already held. */
function answerHeld(reply: FastifyReply, held: IdempotencyRow | undefined, requestHash: string) {
  // Released between our claim and our read: the first request failed; the client may simply send again.
  if (!held) throw conflict(says.idempotencyInProgress);
  if (held.requestHash !== requestHash) {
    throw new AppError('validation', says.idempotencyKeyReused, { 'Idempotency-Key': [says.idempotencyKeyReused] });
  }
  if (held.state === 'done' && held.responseStatus !== null) {
    return reply.code(held.responseStatus).header(REPLAYED_HEADER, 'true').send(held.responseBody);
  }
  throw conflict(held.state === 'committed' && !isRecent(held) ? says.idempotencyAnswerLost : says.idempotencyInProgress);
}

async function claim(request: FastifyRequest, reply: FastifyReply) {
  const key = keyOf(request);
  if (key === undefined || !request.user) return;
  const requestHash = sha256(stableJson(request.body));
  const path = request.url.split('?')[0] ?? request.url;
  const outcome = await claimKey(request.server.db, { userId: request.user.id, path, key, requestHash });
  if ('claimed' in outcome) request.idempotencyClaim = outcome.claimed;
  else return answerHeld(reply, outcome.held, requestHash);
}

/**
 * The database for a keyed route's command: each transaction it opens first marks the request's key
 * committed, so the key and the command's writes commit together or not at all. Without a key it is
 * the database itself. A command that writes without a transaction opens one on it.
 */
export function keyedDb(request: FastifyRequest, db: Database): Database {
  const id = request.idempotencyClaim;
  if (id === null) return db;
  const keyed: Database = Object.create(db);
  keyed.transaction = (run, config) =>
    db.transaction(async (tx) => {
      await markCommitted(tx, id);
      return run(tx);
    }, config);
  return keyed;
}

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/** Adds the key's hooks to every route whose config says `idempotent`. */
const withKeyHooks: onRouteHookHandler = (route) => {
  if (!route.config?.idempotent) return;
  if (route.config.guard !== 'user') throw new Error(`Idempotent route ${route.url} must be for signed-in users`);
  route.preHandler = [...asList(route.preHandler), claim];
  route.preSerialization = [
    ...asList(route.preSerialization),
    async (request, reply, payload) => {
      const id = request.idempotencyClaim;
      if (id !== null && reply.statusCode < 300) {
        await keepAnswer(request.server.db, id, reply.statusCode, JSON.parse(JSON.stringify(payload)));
        request.idempotencyClaim = null;
      }
      return payload;
    },
  ];
  route.onSend = [
    ...asList(route.onSend),
    async (request, _reply, payload) => {
      const id = request.idempotencyClaim;
      request.idempotencyClaim = null;
      if (id !== null) await releaseKey(request.server.db, id);
      return payload;
    },
  ];
};

async function idempotencyPlugin(app: FastifyInstance) {
  app.decorateRequest('idempotencyClaim', null);
  app.addHook('onRoute', withKeyHooks);
  scheduleJob(app, {
    name: 'expired idempotency key purge',
    intervalMs: PURGE_INTERVAL_MS,
    run: async () => {
      const purged = await purgeExpiredKeys(app.db);
      if (purged > 0) app.log.info({ purged }, 'expired idempotency keys purged');
    },
  });
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['db'] });
