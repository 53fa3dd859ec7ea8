import { Redis } from 'ioredis';

export interface Counter {
  count: number;
  /** Milliseconds until the window ends and the count starts over (0 when nothing was counted). */
  resetInMs: number;
}

/** Fixed-window counters: the window starts with the first hit of a key. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<Counter>;
  peek(key: string): Promise<Counter>;
  /** Takes back one hit of a running window (an attempt that turned out fine); no effect once the window ended. */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

const SWEEP_AT_SIZE = 10_000;

/** For one process: counters vanish on restart and are not shared between instances. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number): Promise<Counter> {
    const now = Date.now();
    if (this.windows.size >= SWEEP_AT_SIZE) this.sweep(now);
    const current = this.windows.get(key);
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
    window.count += 1;
    this.windows.set(key, window);
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async peek(key: string): Promise<Counter> {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async release(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAt > Date.now() && window.count > 0) window.count -= 1;
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

// DECR alone would create a key without expiry once the window has ended.
const RELEASE_SCRIPT = "if (tonumber(redis.call('get', KEYS[1]) or '0') > 0) then redis.call('decr', KEYS[1]) end";

/** Shared by every instance that uses the same Redis. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'portal:throttle:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 2000, lazyConnect: true });
  }

  async hit(key: string, windowMs: number): Promise<Counter> {
    const name = this.prefix + key;
    const result = await this.redis.multi().set(name, 0, 'PX', windowMs, 'NX').incr(name).pttl(name).exec();
    return { count: Number(result?.[1]?.[1] ?? 0), resetInMs: Math.max(0, Number(result?.[2]?.[1] ?? 0)) };
  }

  async peek(key: string): Promise<Counter> {
    const name = this.prefix + key;
    const result = await this.redis.multi().get(name).pttl(name).exec();
    const count = Number(result?.[0]?.[1] ?? 0);
    return { count, resetInMs: count > 0 ? Math.max(0, Number(result?.[1]?.[1] ?? 0)) : 0 };
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
