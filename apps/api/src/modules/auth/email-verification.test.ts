import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn, TestClient } from '../../../test/client';
import { buildCompany, buildUser } from '../../../test/factories';
import { mailsTo, verificationRequestFor } from '../../../test/factories/identity';
import { users } from '../../db/schema';

const t = useTestApp();

async function registered(email: string) {
  const client = new TestClient(t.app);
  const response = await client.post('/register', {
    name: 'Vera Prüfer',
    email,
    password: 'anflug-2026',
    password_confirmation: 'anflug-2026',
  });
  expect(response.statusCode).toBe(201);
  return { client, user: response.json() };
}

describe('email verification', () => {
  it('mails a signed link at sign-up; until it is opened, joining a company answers 403', async () => {
    const company = await buildCompany(t.db);
    const { client, user } = await registered(`vera-${company.id}@example.test`);
    expect(user.email_verified_at).toBeNull();
    const [mail] = await mailsTo(t.db, user.email);
    expect(mail?.subject).toBe('E-Mail-Adresse bestätigen');
    const refused = await client.post(`/api/companies/${company.id}/join`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please verify your email address first.');

    const link = await verificationRequestFor(t.db, user.email);
    expect(link).toMatch(new RegExp(`^/email/verify/${user.id}/[0-9a-f]{64}\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    const verified = await new TestClient(t.app).post(link);
    expect(verified.statusCode).toBe(200);
    expect((await client.get('/api/user')).json().email_verified_at).not.toBeNull();
    expect((await client.post(`/api/companies/${company.id}/join`)).statusCode).toBe(201);
  });

  it('refuses a changed signature, another user id, a prolonged expiry and a link to an address no longer in use', async () => {
    const { client, user } = await registered(`falsch-${Date.now()}@example.test`);
    const link = await verificationRequestFor(t.db, user.email);
    const guest = new TestClient(t.app);
    const tampered = link.replace(/signature=(.)/, (_, c) => `signature=${c === 'a' ? 'b' : 'a'}`);
    expect((await guest.post(tampered)).statusCode).toBe(403);
    const other = await buildUser(t.db, { emailVerifiedAt: null });
    expect((await guest.post(link.replace(`/verify/${user.id}/`, `/verify/${other.id}/`))).statusCode).toBe(403);
    const expires = Number(new URL(link, 'http://x').searchParams.get('expires'));
    expect((await guest.post(link.replace(`expires=${expires}`, `expires=${expires + 7200}`))).statusCode).toBe(403);
    expect((await guest.post(link.replace(/signature=.*/, 'signature=kurz'))).json().errors.signature).toBeDefined();

    await client.put('/api/user/profile-information', {
      name: user.name,
      email: `neu-${user.email}`,
      current_password: 'anflug-2026',
    });
    const stale = await guest.post(link);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe('This verification link is invalid or has expired.');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('sends the link again on request (202), not when verified (204), and at most six times a minute', async () => {
    const { client, user } = await registered(`nochmal-${Date.now()}@example.test`);
    const again = await client.post('/email/verification-notification');
    expect(again.statusCode).toBe(202);
    expect(await mailsTo(t.db, user.email)).toHaveLength(2);
    for (let i = 0; i < 5; i++) await client.post('/email/verification-notification');
    const throttled = await client.post('/email/verification-notification');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();

    const verified = await buildUser(t.db);
    const done = await (await signIn(t.app, verified.email)).post('/email/verification-notification');
    expect(done.statusCode).toBe(204);
    expect(await mailsTo(t.db, verified.email)).toHaveLength(0);
  });

  it('counts a password set through a mailed reset link as verified', async () => {
    const user = await buildUser(t.db, { emailVerifiedAt: null });
    await new TestClient(t.app).post('/forgot-password', { email: user.email });
    const [mail] = await mailsTo(t.db, user.email);
    const url = new URL(mail?.body.match(/https?:\/\/\S+/)?.[0] ?? '');
    const reset = await new TestClient(t.app).post('/reset-password', {
      token: url.searchParams.get('token'),
      email: user.email,
      password: 'neues-passwort-2026',
      password_confirmation: 'neues-passwort-2026',
    });
    expect(reset.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});
