import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { DEFAULT_PASSWORD } from '../../../test/client';
import { buildUser } from '../../../test/factories';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A fresh documentation-range address per test: Redis counters outlive a run and are shared by parallel runs. */
const newAddress = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

describe.each<{ store: string; env: Record<string, string> }>([
  { store: 'memory', env: {} },
  { store: 'Redis', env: { REDIS_URL } },
])('throttling with the $store store', ({ env }) => {
  const t = useTestApp(env);

  const attempt = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/login', payload: { email, password, device_name: 'Test' }, remoteAddress: ip });

  it('locks an account for one address after five wrong passwords within a minute, even for the right one', async () => {
    const [user, ip] = [await buildUser(t.db), newAddress()];
    for (let i = 0; i < 5; i++) expect((await attempt(user.email, 'falsch', ip)).statusCode).toBe(422);
    const locked = await attempt(user.email, DEFAULT_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    const seconds = Number(locked.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(locked.json()).toEqual({
      message: `Too many login attempts. Please try again in ${seconds} seconds.`,
      code: 'identity.login_throttled',
      params: { seconds },
    });
    expect((await attempt(user.email, DEFAULT_PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('forgets the wrong passwords after a successful login', async () => {
    const [user, ip] = [await buildUser(t.db), newAddress()];
    for (let i = 0; i < 4; i++) await attempt(user.email, 'falsch', ip);
    expect((await attempt(user.email, DEFAULT_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(user.email, 'falsch', ip)).statusCode).toBe(422);
    expect((await attempt(user.email, 'falsch', ip)).statusCode).toBe(429);
  });

  it('locks an address after fifty wrong passwords over many accounts, without counting successes', async () => {
    const ip = newAddress();
    const user = await buildUser(t.db);
    for (let i = 0; i < 50; i++)
      expect((await attempt(`rate-${i}-${randomBytes(3).toString('hex')}@example.test`, 'falsch', ip)).statusCode).toBe(422);
    const locked = await attempt(user.email, DEFAULT_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many login attempts/);
  });

  it('limits reset requests for one address to five a minute, also for unknown addresses', async () => {
    const [email, ip] = [`unbekannt-${randomBytes(4).toString('hex')}@example.test`, newAddress()];
    const ask = () => t.app.inject({ method: 'POST', url: '/forgot-password', payload: { email }, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/^Too many password reset requests\. Please try again in \d+ seconds\.$/);
  });

  it('limits reset requests from one address to twenty a minute over all addresses asked for', async () => {
    const ip = newAddress();
    const ask = (i: number) =>
      t.app.inject({ method: 'POST', url: '/forgot-password', payload: { email: `viele-${i}@example.test` }, remoteAddress: ip });
    for (let i = 0; i < 20; i++) expect((await ask(i)).statusCode).toBe(200);
    expect((await ask(20)).statusCode).toBe(429);
  });
});
