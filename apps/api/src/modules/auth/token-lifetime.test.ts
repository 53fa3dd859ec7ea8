import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { DEFAULT_PASSWORD } from '../../../test/client';
import { buildUser } from '../../../test/factories';
import { sessions } from '../../db/schema';
import { TOKEN_LIFETIME_MS } from './sessions';

const DAY = 24 * 3600_000;

describe('an API token', () => {
  const t = useTestApp();

  async function newToken() {
    const user = await buildUser(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD, device_name: 'Auswertung' },
    });
    const token = login.json().token as string;
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    if (!row) throw new Error('no token row');
    const use = (url = '/api/user/sessions') =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    return { row, use };
  }

  it('ends a year after its creation however often it is used, and says when', async () => {
    const { row, use } = await newToken();
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(TOKEN_LIFETIME_MS, -4);
    const createdAt = new Date(Date.now() - 300 * DAY);
    const expiresAt = new Date(createdAt.getTime() + TOKEN_LIFETIME_MS);
    await t.db
      .update(sessions)
      .set({ createdAt, expiresAt, lastUsedAt: new Date(Date.now() - DAY) })
      .where(eq(sessions.idHash, row.idHash));
    const listed = await use();
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ kind: 'token', name: 'Auswertung', expires_at: expiresAt.toISOString() }),
    ]);
    const [after] = await t.db.select().from(sessions).where(eq(sessions.idHash, row.idHash));
    expect(after?.expiresAt.toISOString()).toBe(expiresAt.toISOString());
    expect(after?.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is refused once its lifetime is over', async () => {
    const { row, use } = await newToken();
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, row.idHash));
    expect((await use('/api/user')).statusCode).toBe(401);
  });
});
