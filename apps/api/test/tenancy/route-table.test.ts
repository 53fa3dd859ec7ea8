import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app';
import { signIn, TestClient } from '../client';
import { buildUser } from '../factories';
import { tenancyCases } from './cases';
import { buildTenancyWorld, type TenancyRequest } from './world';

const sample = (url: string) => url.replace(/:[a-z_]+/gi, '1');

const companyCases = Object.entries(tenancyCases).flatMap(([key, tenancy]) =>
  tenancy.scope === 'company' ? [{ key, method: key.split(' ')[0] as string, setup: tenancy.setup }] : [],
);

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

  it('has no case for a route that does not exist', () => {
    const routes = new Set(guarded().map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(tenancyCases).filter((key) => !routes.has(key))).toEqual([]);
  });

  // One test per company route, each in a world of its own, a few at once: a failure names the route, and no test waits for the rest.
  it.concurrent.for(companyCases)(
    '$key: another company’s member gets 403 or 404, the home company’s admin 2xx',
    async ({ key, method, setup }, { expect }) => {
      const world = await buildTenancyWorld(t.db);
      const request = await setup(world);
      const outsider = await sendAs(world.outsider.email, method, request);
      expect([403, 404], `outsider: ${key} → ${outsider.statusCode} ${outsider.body}`).toContain(outsider.statusCode);
      const admin = await sendAs(world.homeAdmin.email, method, request);
      expect(admin.statusCode, `home admin: ${key} → ${admin.statusCode} ${admin.body}`).toBeGreaterThanOrEqual(200);
      expect(admin.statusCode, `home admin: ${key} → ${admin.statusCode} ${admin.body}`).toBeLessThan(300);
    },
  );
});
