import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { buildMember } from '../../../test/factories';
import { loadAirportFixture } from '../../../test/factories/fleet';

interface NearList {
  data: { ident: string; distance_nm: number }[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

/** Schwäbisch Hall (EDTY). */
const HALL = 'near=49.1183,9.7839';

describe('airports by position', () => {
  const t = useTestApp();
  let client: TestClient;
  const list = async (query: string) => {
    const response = await client.get(`/api/airports?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<NearList>(response);
  };
  const idents = async (query: string) => (await list(query)).data.map((airport) => airport.ident);

  beforeAll(async () => {
    await loadAirportFixture(t.db);
    client = await signIn(t.app, (await buildMember(t.db)).user.email);
  });

  it('lists the nearest first, with the distance in nautical miles, and leaves closed airports out', async () => {
    const page = await list(`${HALL}&per_page=5`);
    expect(page.data.map((airport) => [airport.ident, Math.round(airport.distance_nm)])).toEqual([
      ['EDTY', 0],
      ['EDTH', 20],
      ['EDGM', 31],
      ['DE-0017', 34],
      ['EDDS', 34],
    ]);
    expect(page.meta).toEqual({ current_page: 1, last_page: 4, per_page: 5, total: 16 });
  });

  it('widens the search for later pages and reaches the far side of the world', async () => {
    expect(await idents(`${HALL}&per_page=5&page=3`)).toEqual(['EDTF', 'EDFN', 'LOWI', 'EGLL', 'ENGM']);
    expect(await idents(`${HALL}&per_page=5&page=4`)).toEqual(['KJFK']);
    expect(await idents('near=40.6,-73.7&per_page=2')).toEqual(['KJFK', 'EGLL']);
    // Beside the antimeridian and near a pole: the boxes split or give way to the whole list.
    expect(await idents('near=-10,-179.9&per_page=1')).toEqual(['KJFK']);
    expect(await idents('near=89.5,0&per_page=1')).toEqual(['ENGM']);
  });

  it('keeps the filters and shows closed airports when they are asked for', async () => {
    expect(await idents(`${HALL}&country=DE&type=large_airport`)).toEqual(['EDDS', 'EDDF', 'EDDM']);
    expect(await idents(`${HALL}&type=closed`)).toEqual(['EDTK', 'XMUC']);
  });

  it('names near in a 422 for a bad position or together with a search', async () => {
    for (const query of ['near=abc', 'near=91,0', 'near=48,181', 'near=48', `${HALL}&search=stutt`]) {
      const response = await client.get(`/api/airports?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(json<{ errors: object }>(response).errors), query).toEqual(['near']);
    }
  });

  it('gives the airfields in a map box, more of them the closer the zoom', async () => {
    const within = async (query: string) => {
      const response = await client.get(`/api/airports/within?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return json<{ data: { ident: string }[] }>(response)
        .data.map((airport) => airport.ident)
        .sort();
    };
    const south = 'bbox=8,47.5,12,50.5';
    expect(await within(`${south}&zoom=5`)).toEqual(['EDDF', 'EDDM', 'EDDS', 'EDNY', 'EDTY']);
    expect(await within(`${south}&zoom=7.5`)).toEqual(['EDDF', 'EDDM', 'EDDS', 'EDNY', 'EDTY']);
    expect(await within(`${south}&zoom=8`)).toEqual(['EDDF', 'EDDM', 'EDDS', 'EDGM', 'EDNY', 'EDPJ', 'EDTH', 'EDTM', 'EDTY']);
    expect(await within(`${south}&zoom=10`)).toContain('DE-0017');
    expect(await within(`${south}&zoom=10`)).not.toContain('XMUC');
    expect(await within('bbox=170,-50,-60,60&zoom=3')).toEqual(['KJFK']);
    for (const [query, field] of [
      ['bbox=8,47,12&zoom=5', 'bbox'],
      ['bbox=8,50,12,47&zoom=5', 'bbox'],
      ['bbox=8,47,12,50&zoom=far', 'zoom'],
    ]) {
      const response = await client.get(`/api/airports/within?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(json<{ errors: object }>(response).errors), query).toEqual([field]);
    }
  });
});
