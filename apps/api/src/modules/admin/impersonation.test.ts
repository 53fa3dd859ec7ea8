import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { DEFAULT_PASSWORD, signIn, TestClient } from '../../../test/client';
import { buildMember, buildMembership, buildUser } from '../../../test/factories';
import { auditOf, buildSuperAdmin } from '../../../test/factories/identity';
import { sessions } from '../../db/schema';

const t = useTestApp();

async function superAdminAndTarget() {
  const root = await buildSuperAdmin(t.db);
  const target = await buildMember(t.db, ['member']);
  return { root, target: target.user, company: target.company, client: await signIn(t.app, root.email) };
}

describe('impersonation', () => {
  it('acts as the user until stopped, keeping the original identity in the session row only', async () => {
    const { root, target, company, client } = await superAdminAndTarget();
    const before = client.xsrfToken;
    const start = await client.request('POST', `/api/admin/impersonate/${target.id}`);
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({
      is_impersonating: true,
      impersonator: { id: root.id, name: root.name },
      impersonated: { id: target.id },
    });
    const minutes = (Date.parse(start.json().expires_at) - Date.parse(start.json().started_at)) / 60_000;
    expect(minutes).toBe(60);
    expect(client.xsrfToken).not.toBe(before);
    const me = await client.get('/api/user');
    expect(me.json()).toMatchObject({ id: target.id, is_super_admin: false });
    expect(me.body).not.toContain(root.email);
    expect((await client.get('/api/admin/users')).statusCode).toBe(403);
    expect((await client.get(`/api/companies/${company.id}`)).statusCode).toBe(200);
    const status = await client.get('/api/admin/impersonate/status');
    expect(status.json()).toEqual(start.json());
    const stop = await client.post('/api/admin/impersonate/stop');
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ message: 'Stopped impersonating', code: 'identity.impersonation_stopped', params: {} });
    expect((await client.get('/api/user')).json().id).toBe(root.id);
    expect((await client.get('/api/admin/impersonate/status')).json()).toEqual({
      is_impersonating: false,
      impersonator: null,
      impersonated: null,
      started_at: null,
      expires_at: null,
    });
    expect((await client.post('/api/admin/impersonate/stop')).statusCode).toBe(409);
  });

  it('rotates the session id: the cookie from before no longer works', async () => {
    const root = await buildSuperAdmin(t.db);
    const target = await buildUser(t.db);
    const client = new TestClient(t.app);
    const login = await client.post('/login', { email: root.email, password: DEFAULT_PASSWORD });
    const before = login.cookies.find((cookie) => cookie.name === 'portal_session')?.value;
    await client.post(`/api/admin/impersonate/${target.id}`);
    const replay = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `portal_session=${before}` } });
    expect(replay.statusCode).toBe(401);
  });

  it('audits start and stop with the real person and whom they acted as, and actions in between', async () => {
    const root = await buildSuperAdmin(t.db);
    const admin = await buildMember(t.db, ['admin']);
    const applicant = await buildUser(t.db);
    const pending = await buildMembership(t.db, admin.company.id, applicant.id, { status: 'pending' });
    const client = await signIn(t.app, root.email);
    await client.post(`/api/admin/impersonate/${admin.user.id}`, { minutes: 15 });
    expect((await client.post(`/api/memberships/${pending.id}/approve`)).statusCode).toBe(200);
    await client.post('/api/admin/impersonate/stop');
    const [started] = await auditOf(t.db, 'impersonation.started');
    const [approved] = await auditOf(t.db, 'membership.approved');
    const [stopped] = await auditOf(t.db, 'impersonation.stopped');
    for (const entry of [started, approved, stopped])
      expect(entry).toMatchObject({ actorUserId: root.id, actingAsUserId: admin.user.id });
    expect(started?.subjectId).toBe(admin.user.id);
  });

  it('ends by itself after its time: the session is the super-admin again, audited', async () => {
    const { root, target, client } = await superAdminAndTarget();
    await client.post(`/api/admin/impersonate/${target.id}`, { minutes: 1 });
    await t.db
      .update(sessions)
      .set({ impersonationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.impersonatorUserId, root.id));
    expect((await client.get('/api/user')).json().id).toBe(root.id);
    expect((await client.get('/api/admin/impersonate/status')).json().is_impersonating).toBe(false);
    const [expired] = await auditOf(t.db, 'impersonation.expired');
    expect(expired).toMatchObject({ actorUserId: root.id, actingAsUserId: target.id });
  });

  it('rotates the session id when it ends by itself, and the request that noticed still passes', async () => {
    const { root, target, client } = await superAdminAndTarget();
    await client.post(`/api/admin/impersonate/${target.id}`);
    const impersonating = client.sessionCookie;
    await t.db
      .update(sessions)
      .set({ impersonationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.impersonatorUserId, root.id));
    const noticed = await client.put('/api/user/profile-information', { name: root.name, email: root.email });
    expect(noticed.statusCode).toBe(200);
    expect(client.sessionCookie).not.toBe(impersonating);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `portal_session=${impersonating}` },
    });
    expect(replay.statusCode).toBe(401);
    expect((await client.get('/api/user')).json().id).toBe(root.id);
  });

  it('refuses another super-admin (403), oneself and more than 60 minutes (422), unknown users (404)', async () => {
    const { root, target, client } = await superAdminAndTarget();
    const other = await buildSuperAdmin(t.db);
    const superTarget = await client.post(`/api/admin/impersonate/${other.id}`);
    expect(superTarget.statusCode).toBe(403);
    expect(superTarget.json().message).toBe('A super-admin cannot be impersonated.');
    expect((await client.post(`/api/admin/impersonate/${root.id}`)).json().errors.user_id).toBeDefined();
    expect((await client.post(`/api/admin/impersonate/${target.id}`, { minutes: 61 })).json().errors.minutes).toBeDefined();
    expect((await client.post('/api/admin/impersonate/999999')).statusCode).toBe(404);
    expect((await client.get('/api/user')).json().id).toBe(root.id);
  });

  it('is not for users who are not super-admins, nor for bearer tokens, nor nested', async () => {
    const { root, target, client } = await superAdminAndTarget();
    const plain = await signIn(t.app, target.email);
    expect((await plain.post(`/api/admin/impersonate/${root.id}`)).statusCode).toBe(403);
    expect((await plain.get('/api/admin/impersonate/status')).json().is_impersonating).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: root.email, password: DEFAULT_PASSWORD, device_name: 'CLI' },
    });
    const bearer = { authorization: `Bearer ${login.json().token}` };
    const byToken = await t.app.inject({
      method: 'POST',
      url: `/api/admin/impersonate/${target.id}`,
      headers: bearer,
      payload: {},
    });
    expect(byToken.statusCode).toBe(403);
    await client.post(`/api/admin/impersonate/${target.id}`);
    const third = await buildUser(t.db);
    expect((await client.post(`/api/admin/impersonate/${third.id}`)).statusCode).toBe(403);
  });

  it('does not let the impersonator change the user’s password', async () => {
    const { target, client } = await superAdminAndTarget();
    await client.post(`/api/admin/impersonate/${target.id}`);
    const response = await client.put('/api/user/password', {
      current_password: DEFAULT_PASSWORD,
      password: 'uebernommen-2026',
      password_confirmation: 'uebernommen-2026',
    });
    expect(response.statusCode).toBe(403);
  });

  it('does not let the impersonator change the user’s email, even with the right password', async () => {
    const { target, client } = await superAdminAndTarget();
    await client.post(`/api/admin/impersonate/${target.id}`);
    const response = await client.put('/api/user/profile-information', {
      name: target.name,
      email: 'uebernommen@example.test',
      current_password: DEFAULT_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('The email cannot be changed while impersonating.');
    expect((await client.get('/api/user')).json().email).toBe(target.email);
  });

  it('hands out no calendar-feed URL of the user', async () => {
    const { target, client } = await superAdminAndTarget();
    await client.post(`/api/admin/impersonate/${target.id}`);
    for (const method of ['GET', 'POST'] as const) {
      const response = await client.request(method, '/api/user/calendar-feed', method === 'POST' ? {} : undefined);
      expect(response.statusCode, method).toBe(403);
      expect(response.body).not.toContain('.ics');
    }
  });
});
