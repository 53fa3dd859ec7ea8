import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn } from '../../../test/client';
import { buildCompany, buildMembership, buildUser } from '../../../test/factories';
import { adminOfNewCompany, memberOf } from '../../../test/factories/identity';

const t = useTestApp();

async function clubWithPeople() {
  const admin = await adminOfNewCompany(t.app, t.db);
  const id = admin.company.id;
  const anna = await buildUser(t.db, { name: 'Anna Fischer', email: `anna.${id}@example.test` });
  const bernd = await buildUser(t.db, { name: 'Bernd Fischbach', email: `bernd.${id}@example.test` });
  const clara = await buildUser(t.db, { name: 'Clara Wolf', email: `clara.${id}@example.test` });
  await buildMembership(t.db, id, anna.id, { roles: ['student'], memberNumber: '2001' });
  await buildMembership(t.db, id, bernd.id, { roles: ['crew', 'member'], memberNumber: '2002' });
  await buildMembership(t.db, id, clara.id, { roles: ['member'], status: 'pending' });
  return { ...admin, url: `/api/companies/${id}/memberships` };
}

const names = (response: { json(): { data: { name: string }[] } }) => response.json().data.map((m) => m.name);

describe('GET /api/companies/{id}/memberships', () => {
  it('lists everyone for an admin with the contract fields, paged, sorted by name', async () => {
    const { client, url, company } = await clubWithPeople();
    const response = await client.get(`${url}?per_page=2`);
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 4 });
    const [first] = response.json().data;
    expect(first).toMatchObject({
      name: 'Anna Fischer',
      company_id: company.id,
      status: 'approved',
      roles: ['student'],
      member_number: '2001',
    });
    expect(Object.keys(first).sort()).toEqual(
      [
        'company_id',
        'created_at',
        'email',
        'id',
        'joined_at',
        'left_at',
        'member_number',
        'name',
        'notes',
        'roles',
        'solo_cleared',
        'status',
        'user',
        'user_id',
      ].sort(),
    );
    expect((await client.get(`${url}?paginate=false`)).json().meta).toBeUndefined();
  });

  it('searches by word prefix of the name, by email and member number, and filters status and role', async () => {
    const { client, url } = await clubWithPeople();
    expect(names(await client.get(`${url}?search=fisch`))).toEqual(['Anna Fischer', 'Bernd Fischbach']);
    expect(names(await client.get(`${url}?search=ischer`))).toEqual([]);
    expect(names(await client.get(`${url}?search=bernd.`))).toEqual(['Bernd Fischbach']);
    expect(names(await client.get(`${url}?search=2001`))).toEqual(['Anna Fischer']);
    expect(names(await client.get(`${url}?status=pending`))).toEqual(['Clara Wolf']);
    expect(names(await client.get(`${url}?role=crew`))).toEqual(['Bernd Fischbach']);
    const bad = await client.get(`${url}?role=pilot&status=gone`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['role', 'status']);
  });

  it('adds permissions when asked: an admin may do everything, approve only pending ones', async () => {
    const { client, url } = await clubWithPeople();
    const rows = (await client.get(`${url}?paginate=false&permissions[membership]=*`)).json().data;
    const clara = rows.find((m: { name: string }) => m.name === 'Clara Wolf');
    const anna = rows.find((m: { name: string }) => m.name === 'Anna Fischer');
    expect(clara.permissions).toEqual({ view: true, update: true, delete: true, approve: true });
    expect(anna.permissions).toEqual({ view: true, update: true, delete: true, approve: false });
  });

  it('shows plain members only approved memberships, without notes, and themselves as viewable', async () => {
    const { company, url } = await clubWithPeople();
    const member = await memberOf(t.app, t.db, company.id, { notes: 'zahlt bar' });
    const client = await member.signIn();
    const rows = (await client.get(`${url}?paginate=false&permissions[membership]=*`)).json().data;
    expect(rows.map((m: { status: string }) => m.status)).not.toContain('pending');
    expect(rows.every((m: { notes: string | null }) => m.notes === null)).toBe(true);
    const own = rows.find((m: { user_id: number }) => m.user_id === member.user.id);
    expect(own.permissions).toEqual({ view: true, update: false, delete: true, approve: false });
    const other = rows.find((m: { user_id: number }) => m.user_id !== member.user.id);
    expect(other.permissions).toEqual({ view: false, update: false, delete: false, approve: false });
  });

  it('refuses someone without an approved membership with 403', async () => {
    const { company, url } = await clubWithPeople();
    const applicant = await memberOf(t.app, t.db, company.id, { status: 'pending' });
    expect((await (await applicant.signIn()).get(url)).statusCode).toBe(403);
  });
});

describe('POST /api/companies/{id}/memberships/newCustomer', () => {
  it('names a taken member number and refuses non-admins', async () => {
    const { client, company } = await adminOfNewCompany(t.app, t.db);
    await memberOf(t.app, t.db, company.id, { memberNumber: '4711' });
    const taken = await client.post(`/api/companies/${company.id}/memberships/newCustomer`, {
      email: (await buildUser(t.db)).email,
      name: 'Nummer Doppelt',
      member_number: '4711',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.member_number).toEqual(['The member number has already been taken.']);
    const instructor = await memberOf(t.app, t.db, company.id, { roles: ['instructor'] });
    const refused = await (await instructor.signIn()).post(`/api/companies/${company.id}/memberships/newCustomer`, {
      email: 'x@example.test',
      name: 'X',
    });
    expect(refused.statusCode).toBe(403);
    const invalid = await client.post(`/api/companies/${company.id}/memberships/newCustomer`, {
      email: 'x@example.test',
      name: 'X',
      roles: [],
    });
    expect(invalid.json().errors.roles).toEqual(['Please choose at least one value']);
  });
});

describe('GET /api/users/{id}/memberships', () => {
  it('lists the own memberships with their companies; 403 for someone else, any for a super-admin', async () => {
    const user = await buildUser(t.db);
    const club = await buildCompany(t.db, { name: 'Club A', currency: 'CHF' });
    const school = await buildCompany(t.db, { name: 'Schule B' });
    await buildMembership(t.db, club.id, user.id, { roles: ['member'] });
    await buildMembership(t.db, school.id, user.id, { roles: ['student'], status: 'pending' });
    const client = await signIn(t.app, user.email);
    const response = await client.get(`/api/users/${user.id}/memberships?paginate=false&permissions[membership]=*`);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data;
    expect(rows).toHaveLength(2);
    expect(rows.find((m: { company_id: number }) => m.company_id === club.id).company).toEqual({
      id: club.id,
      name: 'Club A',
      kind: 'club',
      timezone: 'Europe/Berlin',
      currency: 'CHF',
    });
    expect(rows.find((m: { company_id: number }) => m.company_id === school.id).permissions).toEqual({
      view: true,
      update: false,
      delete: true,
      approve: false,
    });
    expect((await client.get(`/api/users/${user.id}/memberships?status=pending`)).json().data).toHaveLength(1);
    const other = await buildUser(t.db);
    expect((await client.get(`/api/users/${other.id}/memberships`)).statusCode).toBe(403);
    const superAdmin = await signIn(t.app, (await buildUser(t.db, { isSuperAdmin: true })).email);
    expect((await superAdmin.get(`/api/users/${user.id}/memberships`)).json().meta.total).toBe(2);
  });
});
