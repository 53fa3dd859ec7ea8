import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn } from '../../../test/client';
import { buildCompany, buildMember } from '../../../test/factories';
import { airportByIdent, buildAirplane, loadAirportFixture } from '../../../test/factories/fleet';

const t = useTestApp();

describe('GET /api/companies/{id}/home-airport', () => {
  let edty: number;
  let edds: number;
  let edny: number;

  beforeAll(async () => {
    await loadAirportFixture(t.db);
    edty = (await airportByIdent(t.db, 'EDTY')).id;
    edds = (await airportByIdent(t.db, 'EDDS')).id;
    edny = (await airportByIdent(t.db, 'EDNY')).id;
  });

  it('is the home base most aircraft in service share until the admin sets one, then the setting', async () => {
    const company = await buildCompany(t.db);
    const { user: admin } = await buildMember(t.db, ['admin'], company.id);
    const { user: member } = await buildMember(t.db, ['member'], company.id);
    const client = await signIn(t.app, member.email);
    expect((await client.get(`/api/companies/${company.id}/home-airport`)).json()).toEqual({ data: null });

    await buildAirplane(t.db, company.id, { homebaseAirportId: edds });
    await buildAirplane(t.db, company.id, { homebaseAirportId: edty });
    await buildAirplane(t.db, company.id, { homebaseAirportId: edty });
    await buildAirplane(t.db, company.id, { homebaseAirportId: edds, status: 'retired' });
    await buildAirplane(t.db, company.id, { homebaseAirportId: edds, status: 'retired' });
    const derived = (await client.get(`/api/companies/${company.id}/home-airport`)).json().data;
    expect(derived).toMatchObject({ source: 'fleet', airport: { id: edty, ident: 'EDTY' } });
    expect(derived.airport.latitude_deg).toBeCloseTo(49.118, 1);

    const adminClient = await signIn(t.app, admin.email);
    const patched = await adminClient.patch(`/api/companies/${company.id}`, { home_airport_id: edny });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.home_airport_id).toBe(edny);
    const set = (await client.get(`/api/companies/${company.id}/home-airport`)).json().data;
    expect(set).toMatchObject({ source: 'setting', airport: { id: edny, ident: 'EDNY' } });
  });

  it('refuses an airfield that does not exist with 422 naming the field, and changes nothing', async () => {
    const company = await buildCompany(t.db);
    const { user: admin } = await buildMember(t.db, ['admin'], company.id);
    const client = await signIn(t.app, admin.email);
    const response = await client.patch(`/api/companies/${company.id}`, { home_airport_id: 999_999_999, name: 'Umbenannt' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error_codes.home_airport_id).toEqual([{ code: 'company.home_airport_missing', params: {} }]);
    expect((await client.get(`/api/companies/${company.id}`)).json().data).toMatchObject({
      name: company.name,
      home_airport_id: null,
    });
  });

  it('is not shown to someone outside the company', async () => {
    const company = await buildCompany(t.db);
    const { user: stranger } = await buildMember(t.db, ['admin']);
    const client = await signIn(t.app, stranger.email);
    expect((await client.get(`/api/companies/${company.id}/home-airport`)).statusCode).toBe(403);
  });
});
