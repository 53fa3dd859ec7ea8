import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn } from '../../../test/client';
import { buildMember } from '../../../test/factories';
import { adminOfNewCompany, auditOf, buildSuperAdmin, mailsTo, memberOf } from '../../../test/factories/identity';
import { memberships, notifications, users } from '../../db/schema';

const t = useTestApp();

describe('GET /api/memberships/{id}', () => {
  it('shows a membership to the member and to admins; 403 to other members, 404 to other companies', async () => {
    const { client, company } = await adminOfNewCompany(t.app, t.db);
    const member = await memberOf(t.app, t.db, company.id, { notes: 'Vereinsflieger seit 1998', memberNumber: '77' });
    const url = `/api/memberships/${member.membership.id}`;
    const asAdmin = await client.get(`${url}?include=company&permissions[membership]=*`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data).toMatchObject({
      id: member.membership.id,
      notes: 'Vereinsflieger seit 1998',
      member_number: '77',
      user: { id: member.user.id, name: member.user.name, email: member.user.email },
      company: { id: company.id, name: company.name },
      permissions: { view: true, update: true, delete: true, approve: false },
    });
    const own = await (await member.signIn()).get(url);
    expect(own.json().data).toMatchObject({ id: member.membership.id, notes: null });
    expect(own.json().data.company).toBeUndefined();
    const colleague = await memberOf(t.app, t.db, company.id, { roles: ['instructor'] });
    expect((await (await colleague.signIn()).get(url)).statusCode).toBe(403);
    const outsider = await buildMember(t.db, ['admin']);
    expect((await (await signIn(t.app, outsider.user.email)).get(url)).statusCode).toBe(404);
    expect((await client.get('/api/memberships/999999')).statusCode).toBe(404);
  });

  it('shows a pending applicant their own request', async () => {
    const { company } = await adminOfNewCompany(t.app, t.db);
    const applicant = await memberOf(t.app, t.db, company.id, { status: 'pending' });
    const response = await (await applicant.signIn()).get(`/api/memberships/${applicant.membership.id}`);
    expect(response.json().data.status).toBe('pending');
  });
});

describe('PATCH /api/memberships/{id}', () => {
  it('lets an admin change roles, status and member data, audited with before and after', async () => {
    const { client, company, user: admin } = await adminOfNewCompany(t.app, t.db);
    const member = await memberOf(t.app, t.db, company.id, { roles: ['student'] });
    const response = await client.patch(`/api/memberships/${member.membership.id}`, {
      roles: ['member', 'crew', 'member'],
      member_number: '1234',
      joined_at: '2019-04-01',
      solo_cleared: true,
      notes: 'Alleinflug freigegeben',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      roles: ['member', 'crew'],
      member_number: '1234',
      joined_at: '2019-04-01',
      solo_cleared: true,
      notes: 'Alleinflug freigegeben',
    });
    const [entry] = await auditOf(t.db, 'membership.roles_changed');
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      actingAsUserId: null,
      companyId: company.id,
      subjectId: member.membership.id,
      before: { roles: ['student'], member_number: null, joined_at: null, solo_cleared: false, notes: null },
      after: { roles: ['member', 'crew'], member_number: '1234', joined_at: '2019-04-01', solo_cleared: true },
    });
    const suspended = await client.patch(`/api/memberships/${member.membership.id}`, { status: 'left' });
    expect(suspended.json().data.left_at).toBe(new Date().toISOString().slice(0, 10));
  });

  it('names bad values: unknown or no roles, bad date, taken member number', async () => {
    const { client, company } = await adminOfNewCompany(t.app, t.db);
    const member = await memberOf(t.app, t.db, company.id);
    await memberOf(t.app, t.db, company.id, { memberNumber: '500' });
    const url = `/api/memberships/${member.membership.id}`;
    const noRoles = (await client.patch(url, { roles: [] })).json();
    expect(noRoles.errors.roles).toEqual(['Please choose at least one value']);
    expect(noRoles.error_codes.roles).toEqual([{ code: 'validation.at_least_one', params: {} }]);
    expect(Object.keys((await client.patch(url, { roles: ['pilot'] })).json().errors)).toEqual(['roles.0']);
    expect((await client.patch(url, { joined_at: '31.12.2020' })).json().errors.joined_at).toBeDefined();
    expect((await client.patch(url, { status: 'banned' })).json().errors.status).toBeDefined();
    const taken = await client.patch(url, { member_number: '500' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.member_number).toEqual(['The member number has already been taken.']);
  });

  it('does not let anyone change their own roles, nor a member change anything', async () => {
    const { client, membership, company } = await adminOfNewCompany(t.app, t.db);
    const own = await client.patch(`/api/memberships/${membership.id}`, { roles: ['member'] });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.roles).toEqual(['You cannot change your own roles.']);
    expect((await client.patch(`/api/memberships/${membership.id}`, { notes: 'Vorstand' })).statusCode).toBe(200);
    const member = await memberOf(t.app, t.db, company.id);
    const memberClient = await member.signIn();
    expect((await memberClient.patch(`/api/memberships/${member.membership.id}`, { roles: ['admin'] })).statusCode).toBe(403);
  });

  it('keeps the last approved admin, even against a super-admin', async () => {
    const { membership, company } = await adminOfNewCompany(t.app, t.db);
    const root = await signIn(t.app, (await buildSuperAdmin(t.db)).email);
    const url = `/api/memberships/${membership.id}`;
    const demote = await root.patch(url, { roles: ['member'] });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors.roles).toEqual(['A company needs at least one admin: make someone else admin first.']);
    expect((await root.patch(url, { status: 'suspended' })).json().errors.status).toBeDefined();
    await memberOf(t.app, t.db, company.id, { roles: ['admin'], status: 'pending' });
    expect((await root.patch(url, { roles: ['member'] })).statusCode).toBe(422);
    await memberOf(t.app, t.db, company.id, { roles: ['admin', 'instructor'] });
    expect((await root.patch(url, { roles: ['member'] })).statusCode).toBe(200);
  });
});

describe('DELETE /api/memberships/{id}', () => {
  it('ends an active membership as left, deletes a request, and lets a member leave', async () => {
    const { client, company } = await adminOfNewCompany(t.app, t.db);
    const member = await memberOf(t.app, t.db, company.id);
    const applicant = await memberOf(t.app, t.db, company.id, { status: 'pending' });
    expect((await client.delete(`/api/memberships/${member.membership.id}`)).statusCode).toBe(204);
    const [left] = await t.db.select().from(memberships).where(eq(memberships.id, member.membership.id));
    expect(left).toMatchObject({ status: 'left', leftAt: new Date().toISOString().slice(0, 10) });
    expect((await client.delete(`/api/memberships/${applicant.membership.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(memberships).where(eq(memberships.id, applicant.membership.id))).toEqual([]);
    expect((await auditOf(t.db, 'membership.removed')).map((e) => e.subjectId)).toEqual([
      applicant.membership.id,
      member.membership.id,
    ]);
    const leaver = await memberOf(t.app, t.db, company.id);
    expect((await (await leaver.signIn()).delete(`/api/memberships/${leaver.membership.id}`)).statusCode).toBe(204);
  });

  it('keeps a suspended member out of the company, lets them leave, and lets the admin lift it', async () => {
    const { client, company } = await adminOfNewCompany(t.app, t.db);
    const member = await memberOf(t.app, t.db, company.id);
    const url = `/api/memberships/${member.membership.id}`;
    expect((await client.patch(url, { status: 'suspended' })).json().data.status).toBe('suspended');
    const memberClient = await member.signIn();
    expect((await memberClient.get(`/api/companies/${company.id}/airplanes?paginate=false`)).statusCode).toBe(403);
    expect((await client.patch(url, { status: 'approved' })).json().data.status).toBe('approved');
    expect((await memberClient.get(`/api/companies/${company.id}/airplanes?paginate=false`)).statusCode).toBe(200);
    await client.patch(url, { status: 'suspended' });
    expect((await memberClient.delete(url)).statusCode).toBe(204);
    const [left] = await t.db.select().from(memberships).where(eq(memberships.id, member.membership.id));
    expect(left?.status).toBe('left');
  });

  it('refuses other members (403), other companies (404), and the last admin (422)', async () => {
    const { client, company, membership } = await adminOfNewCompany(t.app, t.db);
    const member = await memberOf(t.app, t.db, company.id);
    const colleague = await memberOf(t.app, t.db, company.id);
    expect((await (await colleague.signIn()).delete(`/api/memberships/${member.membership.id}`)).statusCode).toBe(403);
    const outsider = await buildMember(t.db, ['admin']);
    expect((await (await signIn(t.app, outsider.user.email)).delete(`/api/memberships/${member.membership.id}`)).statusCode).toBe(
      404,
    );
    const last = await client.delete(`/api/memberships/${membership.id}`);
    expect(last.statusCode).toBe(422);
    expect(last.json().errors.membership).toBeDefined();
  });
});

describe('POST /api/memberships/{id}/approve', () => {
  it('approves a pending membership, tells the member in the app and by mail, and audits it', async () => {
    const { client, company, user: admin } = await adminOfNewCompany(t.app, t.db);
    const applicant = await memberOf(t.app, t.db, company.id, { status: 'pending' });
    const response = await client.post(`/api/memberships/${applicant.membership.id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'approved', joined_at: new Date().toISOString().slice(0, 10) });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, applicant.user.id));
    expect(note).toMatchObject({
      kind: 'membership.approved',
      companyId: company.id,
      data: { membership_id: applicant.membership.id },
    });
    expect((await mailsTo(t.db, applicant.user.email))[0]?.subject).toBe(`Mitgliedschaft bestätigt: ${company.name}`);
    const [entry] = await auditOf(t.db, 'membership.approved');
    expect(entry).toMatchObject({ actorUserId: admin.id, subjectId: applicant.membership.id, before: { status: 'pending' } });
    const applicantClient = await applicant.signIn();
    expect((await applicantClient.get(`/api/companies/${company.id}`)).statusCode).toBe(200);
    expect((await client.post(`/api/memberships/${applicant.membership.id}/approve`)).statusCode).toBe(409);
  });

  it('gives each approved member the next member number of the company, also when approved at once', async () => {
    const { client, company } = await adminOfNewCompany(t.app, t.db);
    await memberOf(t.app, t.db, company.id, { memberNumber: 'LSV-0098' });
    await memberOf(t.app, t.db, company.id, { memberNumber: 'LSV-0099' });
    const numbered = await memberOf(t.app, t.db, company.id, { status: 'pending', memberNumber: '7' });
    const applicants = await Promise.all([1, 2, 3].map(() => memberOf(t.app, t.db, company.id, { status: 'pending' })));
    const approved = await Promise.all(
      applicants.map((applicant) => client.post(`/api/memberships/${applicant.membership.id}/approve`)),
    );
    expect(approved.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(approved.map((response) => response.json().data.member_number).sort()).toEqual(['LSV-0100', 'LSV-0101', 'LSV-0102']);
    const kept = await client.post(`/api/memberships/${numbered.membership.id}/approve`);
    expect(kept.json().data.member_number).toBe('7');
  });

  it('sends no mail to a member who opted out, and refuses non-admins', async () => {
    const { client, company } = await adminOfNewCompany(t.app, t.db);
    const applicant = await memberOf(t.app, t.db, company.id, { status: 'pending' });
    await t.db.update(users).set({ notifyByEmail: false }).where(eq(users.id, applicant.user.id));
    const instructor = await memberOf(t.app, t.db, company.id, { roles: ['instructor'] });
    expect((await (await instructor.signIn()).post(`/api/memberships/${applicant.membership.id}/approve`)).statusCode).toBe(403);
    expect((await (await applicant.signIn()).post(`/api/memberships/${applicant.membership.id}/approve`)).statusCode).toBe(403);
    expect((await client.post(`/api/memberships/${applicant.membership.id}/approve`)).statusCode).toBe(200);
    expect(await mailsTo(t.db, applicant.user.email)).toEqual([]);
  });
});
