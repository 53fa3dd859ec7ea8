import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn, TestClient } from '../../../test/client';
import { buildUser } from '../../../test/factories';
import { adminOfNewCompany, buildSuperAdmin, memberOf } from '../../../test/factories/identity';

const t = useTestApp();
const superAdmin = async () => signIn(t.app, (await buildSuperAdmin(t.db)).email);

describe('GET /api/admin/users', () => {
  it('searches users by name or email, paged, without password hashes', async () => {
    await buildUser(t.db, { name: 'Hildegard Höhenmesser', email: 'hilde@example.test' });
    await buildUser(t.db, { name: 'Otto Ohnesorg', email: 'otto.hoehe@example.test' });
    const client = await superAdmin();
    const response = await client.get('/api/admin/users?search=h%C3%B6hen');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((u: { name: string }) => u.name)).toEqual(['Hildegard Höhenmesser']);
    expect(response.body).not.toContain('argon2');
    expect((await client.get('/api/admin/users?search=HOEHE')).json().data[0].email).toBe('otto.hoehe@example.test');
    const page = await client.get('/api/admin/users?per_page=1&page=2');
    expect(page.json().meta).toMatchObject({ current_page: 2, per_page: 1 });
    expect(page.json().data).toHaveLength(1);
    expect((await client.get('/api/admin/users?page=0')).json().errors.page).toBeDefined();
  });
});

describe('GET /api/admin/outbox', () => {
  it('shows the mails newest first', async () => {
    const user = await buildUser(t.db);
    const guest = new TestClient(t.app);
    await guest.post('/forgot-password', { email: user.email });
    const { client: admin, company } = await adminOfNewCompany(t.app, t.db);
    await admin.post(`/api/companies/${company.id}/memberships/newCustomer`, { email: 'gast@example.test', name: 'Gast' });
    const response = await (await superAdmin()).get('/api/admin/outbox?per_page=2');
    expect(response.statusCode).toBe(200);
    const [newest, older] = response.json().data;
    expect(newest).toMatchObject({ to: 'gast@example.test', sent_at: null, error: null });
    expect(older).toMatchObject({ to: user.email, subject: 'Passwort zurücksetzen' });
    expect(older.body).toContain('/password/reset?token=');
  });
});

describe('GET /api/admin/audit-log', () => {
  it('lists entries newest first with actor names, filtered by company, action, actor and subject', async () => {
    const { client, company, user: admin } = await adminOfNewCompany(t.app, t.db);
    const applicant = await memberOf(t.app, t.db, company.id, { status: 'pending' });
    await client.post(`/api/memberships/${applicant.membership.id}/approve`);
    await client.patch(`/api/memberships/${applicant.membership.id}`, { roles: ['crew'] });
    const root = await superAdmin();
    const response = await root.get(`/api/admin/audit-log?company_id=${company.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((e: { action: string }) => e.action)).toEqual([
      'membership.roles_changed',
      'membership.approved',
    ]);
    expect(response.json().data[0]).toMatchObject({
      actor: { id: admin.id, name: admin.name },
      acting_as: null,
      subject_type: 'membership',
      subject_id: applicant.membership.id,
      before: { roles: ['member'] },
      after: { roles: ['crew'] },
    });
    const approved = await root.get(`/api/admin/audit-log?action=membership.approved&actor_user_id=${admin.id}`);
    expect(approved.json().meta.total).toBe(1);
    const bySubject = await root.get(`/api/admin/audit-log?subject_type=membership&subject_id=${applicant.membership.id}`);
    expect(bySubject.json().meta.total).toBe(2);
    const future = await root.get(`/api/admin/audit-log?company_id=${company.id}&from=2999-01-01T00:00:00Z`);
    expect(future.json().data).toEqual([]);
    expect((await root.get('/api/admin/audit-log?from=gestern')).json().errors.from).toBeDefined();
  });
});
