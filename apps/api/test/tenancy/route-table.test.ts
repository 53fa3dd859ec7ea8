import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app';
import { signIn, TestClient } from '../client';
import { buildUser } from '../factories';
import { tenancyCases } from './cases';
import { buildTenancyWorld, type TenancyRequest } from './world';

const sample = (url: string) => url.replace(/:[a-z_]+/gi, '1');

describe('route table: every guarded route', () => {
  const t = useTestApp();
  const guarded = () => t.app.routeTable.filter((route) => route.guard !== 'public');
  /** The request a tenancy case sets up, sent by the signed-in user with this email. */
  const sendAs = async (email: string, method: string, request: TenancyRequest) =>
    (await signIn(t.app, email)).request(
      method as 'GET',
      request.url,
      request.body ?? (method === 'GET' ? undefined : {}),
      request.headers,
    );

  it('has a tenancy case', () => {
    const missing = guarded()
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !tenancyCases[key]);
    expect(missing, 'add these routes to apps/api/test/tenancy/cases.ts').toEqual([]);
  });

  it('answers 401 to a guest, before validating anything', async () => {
    const guest = new TestClient(t.app);
    for (const route of guarded()) {
      const response = await guest.request(route.method as 'GET', sample(route.url), route.method === 'GET' ? undefined : {});
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to a signed-in user on super-admin routes', async () => {
    const user = await buildUser(t.db);
    const client = await signIn(t.app, user.email);
    for (const route of guarded().filter((r) => r.guard === 'super-admin')) {
      const response = await client.request(route.method as 'GET', sample(route.url), route.method === 'GET' ? undefined : {});
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('keeps another company’s member out of company rows (403 or 404)', async () => {
    for (const route of guarded()) {
      const key = `${route.method} ${route.url}`;
      const tenancy = tenancyCases[key];
      if (tenancy?.scope !== 'company') continue;
      const world = await buildTenancyWorld(t.db);
      const request = await tenancy.setup(world);
      const response = await sendAs(world.outsider.email, route.method, request);
      expect([403, 404], `${key} → ${response.statusCode} ${response.body}`).toContain(response.statusCode);
    }
  });

  it('lets the home company’s own admin through with the same request (2xx)', async () => {
    for (const route of guarded()) {
      const key = `${route.method} ${route.url}`;
      const tenancy = tenancyCases[key];
      if (tenancy?.scope !== 'company') continue;
      const world = await buildTenancyWorld(t.db);
      const request = await tenancy.setup(world);
      const response = await sendAs(world.homeAdmin.email, route.method, request);
      expect(response.statusCode, `${key} → ${response.statusCode} ${response.body}`).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, `${key} → ${response.statusCode} ${response.body}`).toBeLessThan(300);
    }
  });
});
