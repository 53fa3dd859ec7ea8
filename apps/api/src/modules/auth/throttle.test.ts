import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { DEFAULT_PASSWORD } from '../../../test/client';
import { buildUser } from '../../../test/factories';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each<{ store: string; env: Record<string, string> }>([
  { store: 'memory', env: {} },
  { store: 'Redis', env: { REDIS_URL } },
])('throttling with the $store store', ({ env }) => {
  const t = useTestApp(env);

  const attempt = (email: string, password: string, ip = '198.51.100.7') =>
    t.app.inject({ method: 'POST', url: '/login', payload: { email, password, device_name: 'Test' }, remoteAddress: ip });

  it('locks an account for one address after five wrong passwords within a minute, even for the right one', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 5; i++) expect((await attempt(user.email, 'falsch')).statusCode).toBe(422);
    const locked = await attempt(user.email, DEFAULT_PASSWORD);
    expect(locked.statusCode).toBe(429);
    const seconds = Number(locked.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(locked.json()).toEqual({ message: `Too many login attempts. Please try again in ${seconds} seconds.` });
    expect((await attempt(user.email, DEFAULT_PASSWORD, '203.0.113.9')).statusCode).toBe(200);
  });

  it('forgets the wrong passwords after a successful login', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 4; i++) await attempt(user.email, 'falsch');
    expect((await attempt(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(user.email, 'falsch')).statusCode).toBe(422);
    expect((await attempt(user.email, 'falsch')).statusCode).toBe(429);
  });

  it('limits reset requests for one address to five a minute, also for unknown addresses', async () => {
    const email = `unbekannt-${randomBytes(4).toString('hex')}@example.test`;
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/forgot-password', payload: { email }, remoteAddress: '198.51.100.8' });
    for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/^Too many password reset requests\. Please try again in \d+ seconds\.$/);
  });
});
