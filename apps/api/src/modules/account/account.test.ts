import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { DEFAULT_PASSWORD, signIn, TestClient } from '../../../test/client';
import { buildUser } from '../../../test/factories';
import { auditOf, mailsTo, verificationRequestFor } from '../../../test/factories/identity';

const NEW_PASSWORD = 'platzrunde-2026';
const t = useTestApp();

describe('PUT /api/user/profile-information', () => {
  it('changes name, email, language, phone and mail notifications', async () => {
    const user = await buildUser(t.db);
    const client = await signIn(t.app, user.email);
    const response = await client.put('/api/user/profile-information', {
      name: 'Karl Kunstflug',
      email: 'Karl.Kunstflug@Example.test',
      locale: 'no',
      phone: '+49 171 2345678',
      notify_by_email: false,
      current_password: DEFAULT_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      name: 'Karl Kunstflug',
      email: 'karl.kunstflug@example.test',
      locale: 'no',
      phone: '+49 171 2345678',
      notify_by_email: false,
    });
    const kept = await client.put('/api/user/profile-information', { name: 'Karl K.', email: 'karl.kunstflug@example.test' });
    expect(kept.json()).toMatchObject({ locale: 'no', phone: '+49 171 2345678', notify_by_email: false });
  });

  it('refuses another account’s email, a missing name and an unknown language, naming the field', async () => {
    const taken = await buildUser(t.db);
    const user = await buildUser(t.db);
    const client = await signIn(t.app, user.email);
    const duplicate = await client.put('/api/user/profile-information', {
      name: 'X',
      email: taken.email.toUpperCase(),
      current_password: DEFAULT_PASSWORD,
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.email).toEqual(['The email has already been taken.']);
    const bad = await client.put('/api/user/profile-information', { name: '', email: user.email, locale: 'fr' });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['locale', 'name']);
    expect((await client.put('/api/user/profile-information', { name: 'Same', email: user.email })).statusCode).toBe(200);
  });
});

describe('PUT /api/user/profile-information with a new email', () => {
  it('needs the current password (422 on current_password), and no password for other changes', async () => {
    const user = await buildUser(t.db);
    const client = await signIn(t.app, user.email);
    const email = `neu-${user.email}`;
    const missing = await client.put('/api/user/profile-information', { name: user.name, email });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: ['This field is required'] });
    const wrong = await client.put('/api/user/profile-information', { name: user.name, email, current_password: 'geraten' });
    expect(wrong.json().errors).toEqual({ current_password: ['The provided password does not match your current password.'] });
    const caseOnly = await client.put('/api/user/profile-information', { name: 'Neu', email: user.email.toUpperCase() });
    expect(caseOnly.statusCode).toBe(200);
    expect(caseOnly.json().email_verified_at).not.toBeNull();
    expect(await mailsTo(t.db, user.email)).toHaveLength(0);
  });

  it('tells the old address, asks the new one to verify again, and audits the change', async () => {
    const user = await buildUser(t.db);
    const client = await signIn(t.app, user.email);
    const email = `neu-${user.email}`;
    const response = await client.put('/api/user/profile-information', {
      name: user.name,
      email,
      current_password: DEFAULT_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, email_verified_at: null });
    const [notice] = await mailsTo(t.db, user.email);
    expect(notice?.subject).toBe('Deine E-Mail-Adresse wurde geändert');
    expect(notice?.body).toContain(email);
    await new TestClient(t.app).post(await verificationRequestFor(t.db, email));
    expect((await client.get('/api/user')).json().email_verified_at).not.toBeNull();
    expect((await auditOf(t.db, 'user.email_changed'))[0]).toMatchObject({
      actorUserId: user.id,
      subjectId: user.id,
      before: { email: user.email },
      after: { email },
    });
  });

  it('allows five password checks a minute per account, then 429', async () => {
    const user = await buildUser(t.db);
    const client = await signIn(t.app, user.email);
    const attempt = { name: user.name, email: `neu-${user.email}`, current_password: 'geraten' };
    for (let i = 0; i < 5; i++) expect((await client.put('/api/user/profile-information', attempt)).statusCode).toBe(422);
    expect((await client.put('/api/user/profile-information', attempt)).statusCode).toBe(429);
  });
});

describe('PUT /api/user/password', () => {
  const change = { current_password: DEFAULT_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

  it('needs the current password (422 on current_password)', async () => {
    const user = await buildUser(t.db);
    const client = await signIn(t.app, user.email);
    const response = await client.put('/api/user/password', { ...change, current_password: 'geraten' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.current_password).toEqual(['The provided password does not match your current password.']);
    const short = await client.put('/api/user/password', { ...change, password: 'kurz', password_confirmation: 'kurz' });
    expect(Object.keys(short.json().errors)).toEqual(['password']);
  });

  it('sets it, ends every other session and token, and gives this browser a new session id', async () => {
    const user = await buildUser(t.db);
    const client = await signIn(t.app, user.email);
    const other = await signIn(t.app, user.email);
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD, device_name: 'Tablet' },
    });
    const bearer = { authorization: `Bearer ${login.json().token}` };
    const oldCookie = client.xsrfToken;
    const response = await client.put('/api/user/password', change);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your password has been updated.',
      code: 'identity.password_updated',
      params: {},
    });
    expect(client.xsrfToken).not.toBe(oldCookie);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer })).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, NEW_PASSWORD)).xsrfToken).toBeTruthy();
  });
});

describe('GET/DELETE /api/user/sessions', () => {
  it('lists the own sessions and tokens with public ids, marking the current one', async () => {
    const user = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    await signIn(t.app, stranger.email);
    const client = await signIn(t.app, user.email, DEFAULT_PASSWORD);
    await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD, device_name: 'iPad im Clubheim' },
      headers: { 'user-agent': 'Flugbuch-App/1.0' },
    });
    const response = await client.get('/api/user/sessions');
    expect(response.statusCode).toBe(200);
    const sessions = response.json().data as { id: string; kind: string; name: string | null; is_current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.is_current)).toHaveLength(1);
    expect(sessions.find((s) => s.kind === 'token')).toMatchObject({
      name: 'iPad im Clubheim',
      user_agent: 'Flugbuch-App/1.0',
      is_current: false,
    });
    expect(sessions[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).not.toContain('id_hash');
  });

  it('revokes one of them, 404 for anyone else’s, and signs out when the current one goes', async () => {
    const user = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const strangerClient = await signIn(t.app, stranger.email);
    const client = await signIn(t.app, user.email);
    const tablet = await signIn(t.app, user.email);
    const list = async () => (await client.get('/api/user/sessions')).json().data as { id: string; is_current: boolean }[];
    const tabletId = (await tablet.get('/api/user/sessions')).json().data.find((s: { is_current: boolean }) => s.is_current).id;
    expect((await client.delete(`/api/user/sessions/${tabletId}`)).statusCode).toBe(204);
    expect((await tablet.get('/api/user')).statusCode).toBe(401);
    const strangerId = (await strangerClient.get('/api/user/sessions')).json().data[0].id;
    expect((await client.delete(`/api/user/sessions/${strangerId}`)).statusCode).toBe(404);
    expect((await client.delete('/api/user/sessions/not-a-uuid')).statusCode).toBe(404);
    expect((await strangerClient.get('/api/user')).statusCode).toBe(200);
    const current = (await list()).find((s) => s.is_current);
    expect((await client.delete(`/api/user/sessions/${current?.id}`)).statusCode).toBe(204);
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });
});
