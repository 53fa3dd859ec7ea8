import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { DEFAULT_PASSWORD, signIn } from '../../test/client';
import { buildUser } from '../../test/factories';
import { redactUrl } from './log-redaction';

describe('log lines', () => {
  const lines: string[] = [];
  const t = {} as TestContext;
  const secretHash = '$argon2id$v=19$m=19456,t=2,p=1$geheimes-salz$geheimer-hash';

  beforeAll(async () => {
    Object.assign(t, await createTestApp({ LOG_LEVEL: 'info' }, { write: (line: string) => lines.push(line) }));
  }, 60_000);
  afterAll(async () => {
    await t.app?.close();
    await t.handle?.close();
  });

  it('leave out the parameters of a failed statement and secret fields', async () => {
    const failed = await t.db
      .execute(sql`select * from no_such_table where password_hash = ${secretHash}`)
      .catch((error) => error);
    expect(failed).toBeInstanceOf(Error);
    // As the error handler logs a failure, and as a handler might log a row or headers.
    t.app.log.error({ err: failed }, 'request failed');
    t.app.log.info(
      { user: { id: 1, passwordHash: secretHash }, req: { headers: { cookie: 'portal_session=geheim' } } },
      'context',
    );
    const logged = lines.join('\n');
    expect(logged).toContain('no_such_table');
    expect(logged).toContain('[redacted]');
    expect(logged).not.toContain('geheim');
  });

  it('leave out passwords, session secrets and tokens of the sign-in and reset requests', async () => {
    const user = await buildUser(t.db);
    const client = await signIn(t.app, user.email);
    await client.put('/api/user/password', { current_password: 'falsch', password: 'x', password_confirmation: 'y' });
    await t.app.inject({ method: 'GET', url: `/password/reset?token=reset-geheim&email=${user.email}` });
    await t.app.inject({ method: 'GET', url: '/api/calendar/1-feed-geheim.ics' });
    const logged = lines.join('\n');
    expect(logged).toContain('/password/reset?token=%5Bredacted%5D');
    for (const secret of [DEFAULT_PASSWORD, 'reset-geheim', 'feed-geheim', client.xsrfToken ?? 'no token']) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('redactUrl', () => {
  it('hides secret query parameters and the calendar feed token, and keeps the rest', () => {
    expect(redactUrl('/password/reset?token=abc&email=a%40b.test')).toBe('/password/reset?token=%5Bredacted%5D&email=a%40b.test');
    expect(redactUrl('/api/calendar/7-xyz.ics?x=1')).toBe('/api/calendar/[redacted].ics?x=1');
    expect(redactUrl('/api/companies/1/bookings?from=2026-01-01')).toBe('/api/companies/1/bookings?from=2026-01-01');
  });
});
