import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { TestClient } from '../../../test/client';
import { adminOfNewCompany, verificationRequestFor } from '../../../test/factories/identity';

describe('a newcomer signs up, verifies the address, asks to join, is approved and works in the company', () => {
  const t = useTestApp();

  it('walks the whole path through the API as the web app does', async () => {
    const { client: admin, company } = await adminOfNewCompany(t.app, t.db);
    const newcomer = new TestClient(t.app);
    const registered = await newcomer.post('/register', {
      name: 'Nina Neuling',
      email: `nina-${company.id}@example.test`,
      password: 'erster-alleinflug',
      password_confirmation: 'erster-alleinflug',
    });
    expect(registered.statusCode).toBe(201);
    const me = registered.json();
    expect((await newcomer.post(`/api/companies/${company.id}/join`)).statusCode).toBe(403);
    await new TestClient(t.app).post(await verificationRequestFor(t.db, me.email));

    const found = await newcomer.get(`/api/companies/directory?search=${encodeURIComponent(company.name)}`);
    expect(found.json().data).toEqual([expect.objectContaining({ id: company.id, membership: null })]);
    const asked = await newcomer.post(`/api/companies/${company.id}/join`);
    expect(asked.json().data.status).toBe('pending');
    newcomer.company = company.id;
    expect((await newcomer.get(`/api/companies/${company.id}/memberships`)).statusCode).toBe(403);

    admin.company = company.id;
    const waiting = await admin.get(`/api/companies/${company.id}/memberships?status=pending&permissions[membership]=*`);
    const request = waiting.json().data.find((m: { user_id: number }) => m.user_id === me.id);
    expect(request.permissions.approve).toBe(true);
    expect((await admin.post(`/api/memberships/${request.id}/approve`)).statusCode).toBe(200);

    const companies = await newcomer.get('/api/companies?paginate=false');
    expect(companies.json().data).toEqual([
      expect.objectContaining({ id: company.id, membership: expect.objectContaining({ status: 'approved' }) }),
    ]);
    expect((await newcomer.get(`/api/companies/${company.id}/memberships`)).statusCode).toBe(200);
    const mine = await newcomer.get(`/api/users/${me.id}/memberships?paginate=false`);
    expect(mine.json().data[0]).toMatchObject({ company: { id: company.id, name: company.name }, status: 'approved' });
  });
});
