import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn, TestClient } from '../../../test/client';
import { buildUser } from '../../../test/factories';
import { notify } from './notify';

describe('the notification inbox', () => {
  const t = useTestApp();

  async function userWithInbox() {
    const user = await buildUser(t.db);
    await notify(t.db, [
      { userId: user.id, kind: 'membership.approved', data: { company_name: 'LSV Hohenlohe' } },
      { userId: user.id, kind: 'membership.added', data: { company_name: 'Flugschule Bodensee' } },
    ]);
    return { user, client: await signIn(t.app, user.email) };
  }

  it('turns a guest away with 401', async () => {
    const guest = new TestClient(t.app);
    expect((await guest.get('/api/notifications')).statusCode).toBe(401);
    expect((await guest.post('/api/notifications/read-all')).statusCode).toBe(401);
  });

  it('lists the own notifications, newest first, with the unread count', async () => {
    const { client } = await userWithInbox();
    const response = await client.get('/api/notifications');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ unread: 2 });
    expect(body.data.map((n: { kind: string }) => n.kind)).toEqual(['membership.added', 'membership.approved']);
    expect(body.data[0]).toMatchObject({ data: { company_name: 'Flugschule Bodensee' }, read_at: null });
  });

  it('marks one read, then all', async () => {
    const { client } = await userWithInbox();
    const [first] = (await client.get('/api/notifications')).json().data;
    expect((await client.post(`/api/notifications/${first.id}/read`)).statusCode).toBe(204);
    expect((await client.post(`/api/notifications/${first.id}/read`)).statusCode).toBe(204);
    const after = (await client.get('/api/notifications')).json();
    expect(after.meta.unread).toBe(1);
    expect(after.data[0].read_at).toEqual(expect.any(String));
    expect((await client.post('/api/notifications/read-all')).statusCode).toBe(204);
    expect((await client.get('/api/notifications')).json().meta.unread).toBe(0);
  });

  it("never shows or touches another user's notifications", async () => {
    const owner = await userWithInbox();
    const [theirs] = (await owner.client.get('/api/notifications')).json().data;
    const stranger = await signIn(t.app, (await buildUser(t.db)).email);
    expect((await stranger.get('/api/notifications')).json()).toEqual({ data: [], meta: { unread: 0 } });
    expect((await stranger.post(`/api/notifications/${theirs.id}/read`)).statusCode).toBe(404);
    await stranger.post('/api/notifications/read-all');
    expect((await owner.client.get('/api/notifications')).json().meta.unread).toBe(2);
  });

  it('names the id when it is not a number', async () => {
    const { client } = await userWithInbox();
    const response = await client.post('/api/notifications/abc/read');
    expect(response.statusCode).toBe(422);
  });
});
