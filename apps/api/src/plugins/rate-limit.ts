import type { Message } from '@portal/contracts/message';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { MemoryRateLimitStore, type RateLimitStore, RedisRateLimitStore } from '../lib/rate-limit-store';

export interface ThrottleRule {
  /** How many counted attempts a key may make within the window. */
  max: number;
  windowMs: number;
  /** The 429 message, given the seconds until the next try is allowed. */
  message: (seconds: number) => Message;
}

/** Counts attempts per key and refuses them with 429 and Retry-After once a rule's limit is reached. */
export class Throttle {
  constructor(readonly store: RateLimitStore) {}

  /**
   * Counts one attempt and refuses it when it goes over the limit. Counting comes first, in one
   * atomic step, so parallel attempts cannot all pass a check made before any of them was counted.
   */
  async consume(key: string, rule: ThrottleRule): Promise<void> {
    const counter = await this.store.hit(key, rule.windowMs);
    if (counter.count > rule.max) throw tooMany(rule, counter.resetInMs);
  }

  release = (key: string) => this.store.release(key);
  clear = (key: string) => this.store.clear(key);
}

function tooMany(rule: ThrottleRule, resetInMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return new AppError('throttled', rule.message(seconds), undefined, { 'retry-after': String(seconds) });
}

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

/** Counters in Redis when REDIS_URL is set (shared by all instances), else in this process. */
async function rateLimitPlugin(app: FastifyInstance) {
  const store = app.config.REDIS_URL ? new RedisRateLimitStore(app.config.REDIS_URL) : new MemoryRateLimitStore();
  app.decorate('throttle', new Throttle(store));
  app.addHook('onClose', () => store.close());
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['db'] });
