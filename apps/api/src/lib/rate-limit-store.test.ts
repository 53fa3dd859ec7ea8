import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, type RateLimitStore, RedisRateLimitStore } from './rate-limit-store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const stores: { name: string; store: RateLimitStore }[] = [
  { name: 'memory', store: new MemoryRateLimitStore() },
  { name: 'Redis', store: new RedisRateLimitStore(REDIS_URL, `portal-test:${randomBytes(4).toString('hex')}:`) },
];

describe.each(stores)('$name rate-limit store', ({ store }) => {
  afterAll(() => store.close());
  const key = () => randomBytes(6).toString('hex');

  it('counts hits within the window and starts over after it', async () => {
    const k = key();
    expect(await store.peek(k)).toEqual({ count: 0, resetInMs: 0 });
    expect((await store.hit(k, 300)).count).toBe(1);
    const second = await store.hit(k, 300);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(300);
    expect((await store.peek(k)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await store.peek(k)).count).toBe(0);
    expect((await store.hit(k, 300)).count).toBe(1);
  });

  it('forgets a key when cleared, and keeps keys apart', async () => {
    const [a, b] = [key(), key()];
    await store.hit(a, 60_000);
    await store.hit(b, 60_000);
    await store.clear(a);
    expect((await store.peek(a)).count).toBe(0);
    expect((await store.peek(b)).count).toBe(1);
  });

  it('takes back one hit of a running window, and creates nothing for an unknown key', async () => {
    const [k, unknown] = [key(), key()];
    await store.hit(k, 60_000);
    await store.hit(k, 60_000);
    await store.release(k);
    expect((await store.peek(k)).count).toBe(1);
    await store.release(k);
    await store.release(k);
    expect((await store.peek(k)).count).toBe(0);
    await store.release(unknown);
    expect(await store.peek(unknown)).toEqual({ count: 0, resetInMs: 0 });
    expect((await store.hit(unknown, 60_000)).count).toBe(1);
  });
});

describe('two instances on one Redis', () => {
  it('share their counters', async () => {
    const prefix = `portal-test:${randomBytes(4).toString('hex')}:`;
    const [one, two] = [new RedisRateLimitStore(REDIS_URL, prefix), new RedisRateLimitStore(REDIS_URL, prefix)];
    await one.hit('shared', 60_000);
    expect((await two.hit('shared', 60_000)).count).toBe(2);
    await Promise.all([one.close(), two.close()]);
  });
});
