import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { buildCompany, buildMember } from '../../../test/factories';
import { airportByIdent, buildAirplane, loadAirportFixture } from '../../../test/factories/fleet';
import { landingFees } from '../../db/schema';
import { landingFeeFor } from './landing-fee-service';

interface LandingFeeBody {
  id: number;
  airport_id: number;
  airplane_id: number | null;
  mtow_max_kg: number | null;
  amount: number;
  airport?: { ident: string };
  permissions?: { update: boolean };
}
const errorFields = (response: { json(): unknown }) => Object.keys((response.json() as { errors: object }).errors);

describe('landing fees', () => {
  const t = useTestApp();
  let companyId: number;
  let admin: TestClient;
  let member: TestClient;
  let airports: Record<'EDTY' | 'EDNY' | 'EDTM', number>;

  beforeAll(async () => {
    await loadAirportFixture(t.db);
    airports = {
      EDTY: (await airportByIdent(t.db, 'EDTY')).id,
      EDNY: (await airportByIdent(t.db, 'EDNY')).id,
      EDTM: (await airportByIdent(t.db, 'EDTM')).id,
    };
    companyId = (await buildCompany(t.db)).id;
    admin = await signIn(t.app, (await buildMember(t.db, ['admin'], companyId)).user.email);
    member = await signIn(t.app, (await buildMember(t.db, ['member', 'accounting'], companyId)).user.email);
  });

  it('answers every row at once with index=true, else a page', async () => {
    const company = await buildCompany(t.db);
    const reader = await signIn(t.app, (await buildMember(t.db, ['member'], company.id)).user.email);
    await t.db
      .insert(landingFees)
      .values(Object.values(airports).map((airportId, index) => ({ companyId: company.id, airportId, amount: 1000 + index })));
    const all = await reader.get(
      `/api/companies/${company.id}/landingFees?index=true&permissions[landing_fee]=*&include=airport`,
    );
    const body = json<{ data: LandingFeeBody[]; meta?: unknown }>(all);
    expect(body.meta).toBeUndefined();
    expect(body.data).toHaveLength(3);
    expect(body.data[0]).toMatchObject({ permissions: { view: true, update: false, delete: false } });
    expect(body.data.map((fee) => fee.airport?.ident).sort()).toEqual(['EDNY', 'EDTM', 'EDTY']);
    const page = json<{ data: LandingFeeBody[]; meta: { total: number } }>(
      await reader.get(`/api/companies/${company.id}/landingFees?per_page=2&airport_id=${airports.EDTY}`),
    );
    expect(page.meta.total).toBe(1);
    expect(page.data[0]).not.toHaveProperty('airport');
  });

  it('lets admins price a landing for all, for one aircraft or for a weight class', async () => {
    const airplane = await buildAirplane(t.db, companyId);
    const url = `/api/companies/${companyId}/landingFees`;
    for (const body of [
      { airport_id: airports.EDNY, amount: 2500 },
      { airport_id: airports.EDNY, airplane_id: airplane.id, amount: 1800 },
      { airport_id: airports.EDNY, mtow_max_kg: 1200, amount: 1500 },
    ]) {
      const response = await admin.post(url, body);
      expect(response.statusCode, response.body).toBe(201);
      expect(json<{ data: LandingFeeBody }>(response).data).toMatchObject({ amount: body.amount, currency: 'EUR' });
    }
    expect((await member.post(url, { airport_id: airports.EDTM, amount: 1 })).statusCode).toBe(403);
  });

  it('names the field of a bad landing fee', async () => {
    const foreignAirplane = await buildAirplane(t.db, (await buildCompany(t.db)).id);
    const own = await buildAirplane(t.db, companyId);
    await t.db.insert(landingFees).values({ companyId, airportId: airports.EDTM, amount: 700 });
    const cases: [Record<string, unknown>, string][] = [
      [{ airport_id: 999_999_999, amount: 1 }, 'airport_id'],
      [{ airport_id: airports.EDTY, airplane_id: foreignAirplane.id, amount: 1 }, 'airplane_id'],
      [{ airport_id: airports.EDTY, airplane_id: own.id, mtow_max_kg: 1000, amount: 1 }, 'mtow_max_kg'],
      [{ airport_id: airports.EDTY, amount: -5 }, 'amount'],
      [{ airport_id: airports.EDTM, amount: 800 }, 'airport_id'],
    ];
    for (const [body, field] of cases) {
      const response = await admin.post(`/api/companies/${companyId}/landingFees`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorFields(response)).toEqual([field]);
    }
  });

  it('changes and deletes a landing fee', async () => {
    const [fee] = await t.db
      .insert(landingFees)
      .values({ companyId, airportId: airports.EDTY, mtowMaxKg: 2000, amount: 900 })
      .returning();
    const id = fee?.id as number;
    expect((await member.patch(`/api/landingFees/${id}`, { amount: 1 })).statusCode).toBe(403);
    const changed = await admin.patch(`/api/landingFees/${id}`, { amount: 950, mtow_max_kg: 2500 });
    expect(json<{ data: LandingFeeBody }>(changed).data).toMatchObject({ amount: 950, mtow_max_kg: 2500 });
    const both = await admin.patch(`/api/landingFees/${id}`, { airplane_id: (await buildAirplane(t.db, companyId)).id });
    expect(errorFields(both)).toEqual(['mtow_max_kg']);
    expect((await admin.delete(`/api/landingFees/${id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/landingFees/${id}`)).statusCode).toBe(404);
  });

  it('prices a landing: own price, then the smallest fitting weight class, then the price for all', async () => {
    const company = await buildCompany(t.db);
    const light = await buildAirplane(t.db, company.id, { mtowKg: 750 });
    const heavy = await buildAirplane(t.db, company.id, { mtowKg: 1800 });
    const special = await buildAirplane(t.db, company.id, { mtowKg: 750 });
    const unknownWeight = await buildAirplane(t.db, company.id);
    const at = airports.EDTY;
    await t.db.insert(landingFees).values([
      { companyId: company.id, airportId: at, amount: 3000 },
      { companyId: company.id, airportId: at, mtowMaxKg: 1000, amount: 1100 },
      { companyId: company.id, airportId: at, mtowMaxKg: 2000, amount: 1900 },
      { companyId: company.id, airportId: at, airplaneId: special.id, amount: 500 },
    ]);
    const price = async (airplane: typeof light) => (await landingFeeFor(t.db, airplane, at))?.amount;
    expect(await price(light)).toBe(1100);
    expect(await price(heavy)).toBe(1900);
    expect(await price(special)).toBe(500);
    expect(await price(unknownWeight)).toBe(3000);
    expect(await landingFeeFor(t.db, light, airports.EDNY)).toBeUndefined();
  });
});
