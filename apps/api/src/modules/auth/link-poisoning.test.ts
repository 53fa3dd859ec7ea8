import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn, TestClient } from '../../../test/client';
import { buildUser } from '../../../test/factories';
import { resetLinkFor } from '../../../test/factories/identity';

const EVIL = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe.each<{ name: string; env: Record<string, string>; base: string }>([
  { name: 'without APP_URL on a loopback address', env: {}, base: 'http://localhost:3000' },
  {
    name: 'with APP_URL behind a trusted proxy',
    env: { APP_URL: 'https://portal.example.test', TRUST_PROXY: 'true' },
    base: 'https://portal.example.test',
  },
])('links $name', ({ env, base }) => {
  const t = useTestApp(env);

  it('mail a reset link to the configured base, whatever Host the request names', async () => {
    const user = await buildUser(t.db);
    const response = await new TestClient(t.app).post('/forgot-password', { email: user.email }, EVIL);
    expect(response.statusCode).toBe(200);
    expect((await resetLinkFor(t.db, user.email)).url.origin).toBe(base);
  });

  it('hand out the calendar feed under the configured base', async () => {
    const client = await signIn(t.app, (await buildUser(t.db)).email);
    const response = await client.get('/api/user/calendar-feed', EVIL);
    expect(response.statusCode).toBe(200);
    expect(new URL(response.json().data.url).origin).toBe(base);
  });
});
