import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { DEFAULT_PASSWORD, signIn, TestClient } from '../../../test/client';
import { buildUser } from '../../../test/factories';
import { mailsTo, resetLinkFor } from '../../../test/factories/identity';
import { passwordResetTokens } from '../../db/schema';

const NEW_PASSWORD = 'neues-passwort-2026';

describe('forgot and reset password', () => {
  const t = useTestApp({ APP_URL: 'https://portal.example.test' });

  const forgot = (email: string) => new TestClient(t.app).post('/forgot-password', { email });
  const reset = (body: Record<string, string>) =>
    new TestClient(t.app).post('/reset-password', { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...body });

  it('answers the same whether or not the address exists, and mails only existing accounts', async () => {
    const user = await buildUser(t.db, { locale: 'en' });
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('niemand@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await mailsTo(t.db, 'niemand@example.test')).toEqual([]);
    const [mail] = await mailsTo(t.db, user.email);
    expect(mail?.subject).toBe('Reset your password');
    const link = await resetLinkFor(t.db, user.email);
    expect(link.url.origin + link.url.pathname).toBe('https://portal.example.test/password/reset');
    expect(link.email).toBe(user.email);
    const [stored] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored?.tokenHash).not.toContain(link.token);
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('writes the mail in the account’s language', async () => {
    const user = await buildUser(t.db, { locale: 'no' });
    await forgot(user.email);
    expect((await mailsTo(t.db, user.email))[0]?.subject).toBe('Tilbakestill passordet');
  });

  it('sets the new password with the mailed token once, and signs out every other session', async () => {
    const user = await buildUser(t.db);
    const elsewhere = await signIn(t.app, user.email);
    await forgot(user.email);
    const link = await resetLinkFor(t.db, user.email);
    const response = await reset({ token: link.token, email: link.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been reset.', code: 'identity.password_reset', params: {} });
    expect((await elsewhere.get('/api/user')).statusCode).toBe(401);
    await expect(signIn(t.app, user.email)).rejects.toThrow(/422/);
    expect((await signIn(t.app, user.email, NEW_PASSWORD)).xsrfToken).toBeTruthy();
    const again = await reset({ token: link.token, email: link.email });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual(['This password reset token is invalid.']);
  });

  it('refuses a wrong token, another address, and an expired token with 422 on email', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    await forgot(user.email);
    const link = await resetLinkFor(t.db, user.email);
    expect((await reset({ token: 'geraten', email: user.email })).json().errors.email).toBeDefined();
    expect((await reset({ token: link.token, email: other.email })).statusCode).toBe(422);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await reset({ token: link.token, email: user.email })).statusCode).toBe(422);
    expect((await signIn(t.app, user.email, DEFAULT_PASSWORD)).xsrfToken).toBeTruthy();
  });

  it('names the fields of a bad request', async () => {
    const response = await reset({ token: '', email: 'kein-mail', password_confirmation: 'anders' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password_confirmation', 'token']);
    expect((await forgot('kein-mail')).json().errors.email).toEqual(['Please enter a valid email']);
  });
});
