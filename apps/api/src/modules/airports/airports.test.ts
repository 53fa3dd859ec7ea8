import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { buildMember } from '../../../test/factories';
import { airportByIdent, buildAirplane, loadAirportFixture } from '../../../test/factories/fleet';
import { airportSearchPrefixes, landingFees } from '../../db/schema';
import { MAX_RESULTS } from './search-terms';

interface AirportList {
  data: { id: number; ident: string; type: string; name: string }[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

describe('airports', () => {
  const t = useTestApp();
  let client: TestClient;
  const idents = async (query: string) => {
    const response = await client.get(`/api/airports?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<AirportList>(response).data.map((airport) => airport.ident);
  };

  beforeAll(async () => {
    await loadAirportFixture(t.db);
    const { user } = await buildMember(t.db);
    client = await signIn(t.app, user.email);
  });

  it('finds airports by the start of a code, case-insensitively', async () => {
    expect(await idents('search=edty')).toEqual(['EDTY']);
    expect(await idents('search=str')).toEqual(['EDDS']);
    expect(await idents('search=EDT')).toEqual(['EDTY', 'EDTF', 'EDTH', 'EDTM', 'EDTK']);
  });

  it('finds airports by any word of the name or town, ignoring diacritics', async () => {
    expect(await idents('search=schwäbisch')).toEqual(['EDTY']);
    expect(await idents('search=Schwabisch hall')).toEqual(['EDTY']);
    expect(await idents('search=würth')).toEqual(['EDTY']);
    expect(await idents('search=schonst')).toEqual(['EDFN']);
    expect(await idents('search=new york')).toEqual(['KJFK']);
    expect(await idents('search=orth')).toEqual([]);
  });

  it('puts an exact code first, then larger airports, closed ones last', async () => {
    expect(await idents('search=edtk')).toEqual(['EDTK']);
    expect(await idents('search=munich')).toEqual(['EDDM', 'XMUC']);
    expect(await idents('search=muc')).toEqual(['EDDM', 'XMUC']);
    expect(await idents('search=xmuc')).toEqual(['XMUC']);
    const stuttgart = await idents('search=stuttgart');
    expect(stuttgart).toEqual(['EDDS', 'DE-0017']);
  });

  it('walks common words in rank order and caps their total', async () => {
    await t.db.insert(airportSearchPrefixes).values({ prefix: 'ed', airports: MAX_RESULTS });
    const response = await client.get('/api/airports?search=ed&per_page=3');
    const page = json<AirportList>(response);
    expect(page.data.map((airport) => airport.ident)).toEqual(['EDDF', 'EDDM', 'EDDS']);
    expect(page.meta.total).toBe(MAX_RESULTS);
    expect(await idents('search=ed&type=closed')).toEqual(['XMUC', 'EDTK']);
    await t.db.delete(airportSearchPrefixes);
  });

  it('filters by country and type and pages the rest', async () => {
    expect(await idents('country=at')).toEqual(['LOWI']);
    expect(await idents('country=DE&type=medium_airport')).toEqual(['EDTY', 'EDNY']);
    const response = await client.get('/api/airports?country=DE&per_page=5&page=2');
    const page = json<AirportList>(response);
    expect(page.meta).toEqual({ current_page: 2, last_page: 3, per_page: 5, total: 14 });
    expect(page.data).toHaveLength(5);
    expect(await idents('per_page=100')).toHaveLength(18);
  });

  it('names the bad filter in a 422', async () => {
    for (const [query, field] of [
      ['country=DEU', 'country'],
      ['type=spaceport', 'type'],
      ['per_page=1000', 'per_page'],
    ]) {
      const response = await client.get(`/api/airports?${query}`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(json<{ errors: object }>(response).errors)).toEqual([field]);
    }
  });

  it('shows one airport by id or ident with runways and frequencies', async () => {
    const edty = await airportByIdent(t.db, 'EDTY');
    for (const key of [String(edty.id), 'EDTY', 'edty']) {
      const response = await client.get(`/api/airports/${key}`);
      expect(response.statusCode, key).toBe(200);
      const { data } = json<{ data: Record<string, unknown> & { runways: { le_ident: string }[]; frequencies: unknown[] } }>(
        response,
      );
      expect(data).toMatchObject({ id: edty.id, ident: 'EDTY', name: 'Adolf Würth Airport', municipality: 'Schwäbisch Hall' });
      expect(data.runways.map((runway) => runway.le_ident)).toEqual(['10', '10L']);
      expect(data.frequencies).toContainEqual({
        id: 53271,
        type: 'AFIS',
        description: 'Schwaebisch Hall Information',
        frequency_mhz: 129.23,
      });
      expect(data).not.toHaveProperty('landing_fees');
      expect(data).not.toHaveProperty('search_text');
    }
    expect((await client.get('/api/airports/ZZZZ')).statusCode).toBe(404);
    expect((await client.get('/api/airports/99999999')).statusCode).toBe(404);
    expect((await client.get('/api/airports/ED%20TY')).statusCode).toBe(422);
  });

  it("adds the active company's landing fees there", async () => {
    const { company, user } = await buildMember(t.db);
    const member = await signIn(t.app, user.email);
    const edty = await airportByIdent(t.db, 'EDTY');
    const airplane = await buildAirplane(t.db, company.id);
    await t.db.insert(landingFees).values([
      { companyId: company.id, airportId: edty.id, amount: 1200 },
      { companyId: company.id, airportId: edty.id, airplaneId: airplane.id, amount: 1500 },
    ]);
    member.company = company.id;
    const response = await member.get('/api/airports/EDTY');
    const fees = json<{ data: { landing_fees: { amount: number; currency: string }[] } }>(response).data.landing_fees;
    expect(fees.map((fee) => [fee.amount, fee.currency])).toEqual([
      [1500, 'EUR'],
      [1200, 'EUR'],
    ]);
    const outsider = await signIn(t.app, (await buildMember(t.db)).user.email);
    outsider.company = company.id;
    expect((await outsider.get('/api/airports/EDTY')).statusCode).toBe(403);
  });
});
