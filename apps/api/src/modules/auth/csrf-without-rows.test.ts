import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { DEFAULT_PASSWORD, TestClient } from '../../../test/client';
import { buildUser } from '../../../test/factories';
import { sessions } from '../../db/schema';
import { issueGuestCsrfToken } from './guest-csrf';

describe('a guest’s CSRF token', () => {
  const t = useTestApp();
  const sessionRows = async () => (await t.db.select({ n: count() }).from(sessions))[0]?.n ?? 0;

  it('is handed out without a session row, and signs the next login in', async () => {
    const before = await sessionRows();
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })).statusCode).toBe(204);
    expect(await sessionRows()).toBe(before);
    const client = new TestClient(t.app);
    const cookie = await client.get('/sanctum/csrf-cookie');
    expect(cookie.cookies.map((c) => c.name)).toEqual(['XSRF-TOKEN']);
    const user = await buildUser(t.db);
    expect((await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(204);
    expect(await sessionRows()).toBe(before + 1);
    expect((await client.get('/api/user')).json().id).toBe(user.id);
  });

  it('must come back in the header as the cookie holds it, signed by this server', async () => {
    const user = await buildUser(t.db);
    const login = (cookie: string, header: string) =>
      t.app.inject({
        method: 'POST',
        url: '/login',
        headers: { origin: 'http://localhost:3000', cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': header },
        payload: { email: user.email, password: DEFAULT_PASSWORD },
      });
    const mine = issueGuestCsrfToken('test-secret-test-secret-test-secret-0123');
    const foreign = issueGuestCsrfToken('another-secret-another-secret-another-0');
    const old = issueGuestCsrfToken('test-secret-test-secret-test-secret-0123', Date.now() - 15 * 24 * 3600_000);
    expect((await login(mine, `${mine}x`)).statusCode).toBe(419);
    expect((await login(foreign, foreign)).statusCode).toBe(419);
    expect((await login(old, old)).statusCode).toBe(419);
    expect((await login('forged', 'forged')).statusCode).toBe(419);
    expect((await login(mine, mine)).statusCode).toBe(204);
  });
});

describe('a device login from a client without cookies', () => {
  const t = useTestApp();

  it('needs no CSRF token even when the client sends Sec-Fetch-Mode, as fetch in Node and Deno does', async () => {
    const user = await buildUser(t.db);
    const login = (payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/login', headers: { 'sec-fetch-mode': 'cors' }, payload });
    const token = await login({ email: user.email, password: DEFAULT_PASSWORD, device_name: 'Deno-Skript' });
    expect(token.statusCode).toBe(200);
    expect(token.json().token).toMatch(/^pat_/);
    expect(token.cookies).toEqual([]);
    expect((await login({ email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(419);
  });
});
