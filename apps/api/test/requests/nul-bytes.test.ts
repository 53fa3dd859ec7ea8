import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createApiToken } from '../../src/modules/auth';
import { useTestApp } from '../app';
import { tenancyCases } from '../tenancy/cases';
import { buildTenancyWorld } from '../tenancy/world';
import { type FieldPath, type JsonSchema, sampleOf, stringFields, withValueAt } from './request-samples';

interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}
interface Probe {
  field: string;
  url: string;
  body?: unknown;
}

const NUL = '\u0000';
const withNul = (value: unknown) => `${typeof value === 'string' ? value : 'Test'}${NUL}x`;
const openApiPath = (url: string) => url.replace(/:([a-z_]+)/gi, '{$1}');

/** One request per string of the route's querystring, path and JSON body, each with a NUL in that string and valid values elsewhere. */
function probesOf(operation: Operation, url: string, setupBody: unknown): Probe[] {
  const parameters = operation.parameters ?? [];
  const [path = url, given] = url.split('?');
  const query = (extra: Record<string, string> = {}) => {
    const required = parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sampleOf(p.schema))]);
    const search = new URLSearchParams({
      ...Object.fromEntries(required),
      ...Object.fromEntries(new URLSearchParams(given)),
      ...extra,
    }).toString();
    return search ? `${path}?${search}` : path;
  };
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? { ...(sampleOf(bodySchema) as object), ...(setupBody as object) } : setupBody;
  const probes: Probe[] = [];
  for (const parameter of parameters) {
    if (parameter.schema.type !== 'string' && !stringFields(parameter.schema).length) continue;
    const value = withNul(sampleOf(parameter.schema));
    if (parameter.in === 'query') probes.push({ field: parameter.name, url: query({ [parameter.name]: value }), body });
    if (parameter.in === 'path' && url.includes(`:${parameter.name}`)) {
      probes.push({ field: parameter.name, url: query().replace(`:${parameter.name}`, encodeURIComponent(value)), body });
    }
  }
  const fields: FieldPath[] = bodySchema ? stringFields(bodySchema) : [];
  for (const path of fields) {
    const current = path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)?.[key], body);
    probes.push({ field: path.join('.'), url: query(), body: withValueAt(body, path, withNul(current ?? sampleOf({}))) });
  }
  return probes;
}

describe('a NUL character in a request', () => {
  const t = useTestApp();

  it('is refused with a 422 naming the field on every route, never a 500', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const problems: string[] = [];
    let sent = 0;
    const superAdminWorld = async () => {
      const world = await buildTenancyWorld(t.db);
      await t.db.update(users).set({ isSuperAdmin: true }).where(eq(users.id, world.homeAdmin.id));
      return world;
    };
    const shared = await superAdminWorld();
    for (const route of t.app.routeTable) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        // The OpenAPI document does not describe itself; every other route must be in it to be probed.
        if (route.url !== '/api/docs') problems.push(`${route.method} ${route.url} is not in the OpenAPI document`);
        continue;
      }
      const tenancy = tenancyCases[`${route.method} ${route.url}`];
      // A company route's setup makes its row in a world of its own, as the tenancy test does.
      const world = tenancy?.scope === 'company' ? await superAdminWorld() : shared;
      const setup = tenancy?.scope === 'company' ? await tenancy.setup(world) : undefined;
      const url = setup?.url ?? route.url.replace(/:([a-z_]*id)\b/gi, '1');
      for (const probe of probesOf(operation, url, setup?.body)) {
        const token = await createApiToken(t.db, world.homeAdmin.id, 'nul test', {});
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: probe.url,
          headers: { authorization: `Bearer ${token}`, 'x-company': String(world.homeCompanyId), accept: 'application/json' },
          ...(route.method === 'GET' || probe.body === undefined ? {} : { payload: probe.body as object }),
        });
        sent += 1;
        const where = `${route.method} ${probe.url.split('?')[0]} ${probe.field} → ${response.statusCode} ${response.body.slice(0, 160)}`;
        if (response.statusCode >= 500) problems.push(where);
        else if (response.statusCode === 422 && !(probe.field in (response.json().errors ?? {}))) problems.push(where);
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(200);
  }, 180_000);
});
