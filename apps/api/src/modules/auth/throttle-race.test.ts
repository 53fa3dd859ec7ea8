import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { DEFAULT_PASSWORD } from '../../../test/client';
import { buildUser } from '../../../test/factories';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A fresh documentation-range address per test: Redis counters outlive a run and are shared by parallel runs. */
const newAddress = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
const unique = () => randomBytes(4).toString('hex');

/** Every answer but 429 came from a request that got past the throttle to the password check (or the sign-up). */
const passedThrottle = (responses: LightMyRequestResponse[]) => responses.filter((r) => r.statusCode !== 429).length;
const parallel = (count: number, attempt: (i: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: count }, (_, i) => attempt(i)));

describe.each<{ store: string; env: Record<string, string> }>([
  { store: 'memory', env: {} },
  { store: 'Redis', env: { REDIS_URL } },
])('parallel attempts with the $store store', ({ env }) => {
  const t = useTestApp(env);

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/login', payload: { email, password, device_name: 'Test' }, remoteAddress: ip });

  it('let five of thirty logins for one account reach the password check, and lock nobody out from elsewhere', async () => {
    const [user, ip] = [await buildUser(t.db), newAddress()];
    const responses = await parallel(30, () => login(user.email, 'falsch', ip));
    expect(passedThrottle(responses)).toBe(5);
    expect(responses.filter((r) => r.statusCode === 422)).toHaveLength(5);
    expect((await login(user.email, DEFAULT_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(user.email, DEFAULT_PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('let fifty of eighty logins from one address over many accounts reach the password check', async () => {
    const ip = newAddress();
    const responses = await parallel(80, (i) => login(`rate-${i}-${unique()}@example.test`, 'falsch', ip));
    expect(passedThrottle(responses)).toBe(50);
  });

  it('let five of thirty wrong current passwords reach the check when changing the password', async () => {
    const [user, ip] = [await buildUser(t.db), newAddress()];
    const token = (await login(user.email, DEFAULT_PASSWORD, ip)).json().token as string;
    const change = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        headers: { authorization: `Bearer ${token}` },
        payload: { current_password: current, password: 'neues-passwort-2026', password_confirmation: 'neues-passwort-2026' },
        remoteAddress: ip,
      });
    const responses = await parallel(30, () => change('falsch'));
    expect(passedThrottle(responses)).toBe(5);
    const refused = responses.find((r) => r.statusCode === 429);
    expect(refused?.json().message).toMatch(/^Too many password attempts\. Please try again in \d+ seconds\.$/);
    expect((await change(DEFAULT_PASSWORD)).statusCode).toBe(429);
  });

  it('let twenty of thirty sign-ups from one address through', async () => {
    const ip = newAddress();
    const responses = await parallel(30, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/register',
        payload: {
          name: `Neu ${i}`,
          email: `neu-${i}-${unique()}@example.test`,
          password: 'neu-im-verein-2026',
          password_confirmation: 'neu-im-verein-2026',
        },
        remoteAddress: ip,
      }),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(20);
    expect(responses.find((r) => r.statusCode === 429)?.json().message).toMatch(/^Too many sign-ups from this network\./);
  });
});
