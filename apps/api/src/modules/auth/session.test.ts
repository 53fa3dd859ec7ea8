import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { DEFAULT_PASSWORD, signIn, TestClient } from '../../../test/client';
import { buildUser } from '../../../test/factories';

describe('cookie and token sign-in', () => {
  const t = useTestApp();

  it('gives a guest the XSRF cookie, and the HttpOnly session cookie at sign-in', async () => {
    const client = new TestClient(t.app);
    const response = await client.get('/sanctum/csrf-cookie');
    expect(response.statusCode).toBe(204);
    const xsrf = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf?.sameSite).toBe('Lax');
    const login = await client.post('/login', { email: (await buildUser(t.db)).email, password: DEFAULT_PASSWORD });
    const session = login.cookies.find((c) => c.name === 'portal_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
  });

  it('refuses an unsafe cookie request without the matching XSRF header with 419', async () => {
    const client = new TestClient(t.app);
    await client.get('/sanctum/csrf-cookie');
    const response = await client.post('/login', { email: 'a@b.test', password: 'x' }, { 'x-xsrf-token': 'forged' });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: 'CSRF token mismatch.', code: 'request.csrf_mismatch', params: {} });
  });

  it('signs in by cookie, shows the user without the password hash, rotates the session', async () => {
    const user = await buildUser(t.db);
    const client = new TestClient(t.app);
    await client.get('/sanctum/csrf-cookie');
    const guestToken = client.xsrfToken;
    expect((await client.get('/api/user')).statusCode).toBe(401);
    expect((await client.post('/login', { email: user.email.toUpperCase(), password: DEFAULT_PASSWORD })).statusCode).toBe(204);
    expect(client.xsrfToken).not.toBe(guestToken);
    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, email: user.email, is_super_admin: false });
    expect(me.body).not.toContain('argon2');
    expect((await client.post('/logout')).statusCode).toBe(204);
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('names the email field when the credentials are wrong', async () => {
    const user = await buildUser(t.db);
    const client = new TestClient(t.app);
    const response = await client.post('/login', { email: user.email, password: 'wrong-password' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(['These credentials do not match our records.']);
  });

  it('issues a bearer token that works without cookies and is revoked by logout', async () => {
    const user = await buildUser(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD, device_name: 'iPad im Clubheim' },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json();
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers })).json().id).toBe(user.id);
    expect((await t.app.inject({ method: 'POST', url: '/logout', headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
  });

  it('keeps sessions working after sign-in through the client helper', async () => {
    const user = await buildUser(t.db);
    const client = await signIn(t.app, user.email);
    expect((await client.get('/api/user')).json().name).toBe(user.name);
  });
});
