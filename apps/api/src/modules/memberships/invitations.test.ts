import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn, TestClient } from '../../../test/client';
import { buildCompany, buildMember, buildUser } from '../../../test/factories';
import { adminOfNewCompany, auditOf, mailsTo, resetLinkFor, verificationRequestFor } from '../../../test/factories/identity';
import { auditLog } from '../../db/schema';
import { INVITATIONS_PER_DAY, INVITATIONS_PER_DAY_NEW_COMPANY } from './invitation-limit';

const t = useTestApp();
const invite = (client: TestClient, companyId: number, body: Record<string, unknown>) =>
  client.post(`/api/companies/${companyId}/memberships/newCustomer`, body);

describe('POST /api/companies/{id}/memberships/newCustomer invites', () => {
  it('answers alike whether the address has an account or not, showing the name the admin gave', async () => {
    const { client, company } = await adminOfNewCompany(t.app, t.db);
    const pilot = await buildUser(t.db, { name: 'Dieter Dreher' });
    const known = await invite(client, company.id, {
      email: pilot.email.toUpperCase(),
      name: 'D. Dreher',
      roles: ['member', 'crew'],
      member_number: '3001',
    });
    const unknown = await invite(client, company.id, { email: `neu-${company.id}@example.test`, name: 'Erika Neu' });
    expect([known.statusCode, unknown.statusCode]).toEqual([201, 201]);
    expect(known.json().data).toMatchObject({
      status: 'invited',
      name: 'D. Dreher',
      email: pilot.email.toLowerCase(),
      roles: ['member', 'crew'],
      member_number: '3001',
      joined_at: null,
    });
    expect(known.body).not.toContain('Dieter');
    expect(Object.keys(known.json().data)).toEqual(Object.keys(unknown.json().data));
    expect(unknown.json().data).toMatchObject({ status: 'invited', name: 'Erika Neu' });
    const nameless = await invite(client, company.id, { email: (await buildUser(t.db)).email });
    expect(nameless.statusCode).toBe(422);
    expect(Object.keys(nameless.json().errors)).toEqual(['name']);
    expect((await auditOf(t.db, 'membership.invited'))[0]).toMatchObject({ companyId: company.id });
    expect((await invite(client, company.id, { email: pilot.email, name: 'Noch mal' })).statusCode).toBe(409);
  });

  it('gives no access until the invited person accepts; they see it in the bell and accept', async () => {
    const { client, company } = await adminOfNewCompany(t.app, t.db);
    const pilot = await buildUser(t.db);
    const invited = (await invite(client, company.id, { email: pilot.email, name: 'Pilot', roles: ['instructor'] })).json().data;
    const [mail] = await mailsTo(t.db, pilot.email);
    expect(mail?.subject).toBe(`Einladung: ${company.name}`);
    const person = await signIn(t.app, pilot.email);
    expect((await person.get(`/api/companies/${company.id}/memberships`)).statusCode).toBe(403);
    const bell = await person.get('/api/notifications');
    expect(bell.json().data[0]).toMatchObject({ kind: 'membership.invited', data: { membership_id: invited.id } });

    expect((await client.post(`/api/memberships/${invited.id}/accept`)).statusCode).toBe(403);
    const byAdmin = await client.patch(`/api/memberships/${invited.id}`, { status: 'approved' });
    expect(byAdmin.statusCode).toBe(422);
    expect(byAdmin.json().errors.status).toEqual(['Only the invited person can answer an invitation.']);

    const accepted = await person.post(`/api/memberships/${invited.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'approved', roles: ['instructor'], name: pilot.name });
    expect(accepted.json().data.joined_at).not.toBeNull();
    expect((await person.get(`/api/companies/${company.id}/memberships`)).statusCode).toBe(200);
    expect((await person.post(`/api/memberships/${invited.id}/accept`)).statusCode).toBe(409);
    expect((await auditOf(t.db, 'membership.accepted'))[0]).toMatchObject({ subjectId: invited.id, actorUserId: pilot.id });
  });

  it('lets a squatter who registered the address first neither accept nor decline; the real owner can', async () => {
    const { client, company } = await adminOfNewCompany(t.app, t.db);
    const email = `fluglehrer-${company.id}@example.test`;
    const squatter = new TestClient(t.app);
    await squatter.post('/register', { name: 'Mallory', email, password: 'boese-2026!', password_confirmation: 'boese-2026!' });
    const invited = (await invite(client, company.id, { email, name: 'Fluglehrer', roles: ['instructor'] })).json().data;
    for (const answer of ['accept', 'decline']) {
      const refused = await squatter.post(`/api/memberships/${invited.id}/${answer}`);
      expect(refused.statusCode, answer).toBe(403);
      expect(refused.json().message).toBe('Please verify your email address first.');
    }
    // Only the owner of the mailbox can open the verification link.
    await new TestClient(t.app).post(await verificationRequestFor(t.db, email));
    expect((await squatter.post(`/api/memberships/${invited.id}/accept`)).statusCode).toBe(200);
  });

  it('lets a person without an account set a password from the mail, then accept', async () => {
    const { client, company } = await adminOfNewCompany(t.app, t.db);
    const email = `erika-${company.id}@example.test`;
    const invited = (await invite(client, company.id, { email, name: 'Erika Neu', roles: ['student'] })).json().data;
    const link = await resetLinkFor(t.db, email);
    const set = await new TestClient(t.app).post('/reset-password', {
      token: link.token,
      email,
      password: 'willkommen-2026',
      password_confirmation: 'willkommen-2026',
    });
    expect(set.statusCode).toBe(200);
    const erika = await signIn(t.app, email, 'willkommen-2026');
    expect((await erika.get('/api/user')).json().email_verified_at).not.toBeNull();
    const mine = await erika.get(`/api/users/${invited.user_id}/memberships?paginate=false`);
    expect(mine.json().data).toEqual([expect.objectContaining({ id: invited.id, status: 'invited' })]);
    expect((await erika.post(`/api/memberships/${invited.id}/accept`)).json().data.status).toBe('approved');
  });

  it('records a decline as rejected, and the person may be invited again', async () => {
    const { client, company } = await adminOfNewCompany(t.app, t.db);
    const pilot = await buildUser(t.db);
    const invited = (await invite(client, company.id, { email: pilot.email, name: 'Pilot' })).json().data;
    const declined = await (await signIn(t.app, pilot.email)).post(`/api/memberships/${invited.id}/decline`);
    expect(declined.json().data.status).toBe('rejected');
    const again = await invite(client, company.id, { email: pilot.email, name: 'Pilot' });
    expect(again.json().data).toMatchObject({ id: invited.id, status: 'invited' });
  });

  it(`allows ${INVITATIONS_PER_DAY_NEW_COMPANY} a day from a company younger than a day, then answers 429`, async () => {
    const { client, company } = await adminOfNewCompany(t.app, t.db);
    for (let i = 0; i < INVITATIONS_PER_DAY_NEW_COMPANY; i++) {
      expect((await invite(client, company.id, { email: `massen-${company.id}-${i}@example.test`, name: 'X' })).statusCode).toBe(
        201,
      );
    }
    const over = await invite(client, company.id, { email: `massen-${company.id}-x@example.test`, name: 'X' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('This company has sent 10 invitations today. Please try again tomorrow.');
    expect(await mailsTo(t.db, `massen-${company.id}-x@example.test`)).toHaveLength(0);
  });

  it(`allows an older company ${INVITATIONS_PER_DAY} a day`, async () => {
    const company = await buildCompany(t.db, { createdAt: new Date(Date.now() - 3 * 24 * 3600_000) });
    const client = await signIn(t.app, (await buildMember(t.db, ['admin'], company.id)).user.email);
    const earlier = { companyId: company.id, action: 'membership.invited', subjectType: 'membership' } as const;
    await t.db.insert(auditLog).values(Array.from({ length: INVITATIONS_PER_DAY - 1 }, () => earlier));
    await t.db.insert(auditLog).values({ ...earlier, createdAt: new Date(Date.now() - 25 * 3600_000) });
    expect((await invite(client, company.id, { email: `alt-${company.id}-1@example.test`, name: 'X' })).statusCode).toBe(201);
    expect((await invite(client, company.id, { email: `alt-${company.id}-2@example.test`, name: 'X' })).statusCode).toBe(429);
  });
});
