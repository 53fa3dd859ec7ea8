import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { buildCompany, buildMember } from '../../../test/factories';
import { buildAirplane, buildFee } from '../../../test/factories/fleet';
import { airplanes } from '../../db/schema';
import { pgErrorOf } from '../../lib/db-errors';

interface FeeBody {
  id: number;
  ident: string;
  amount: number;
  currency: string;
  permissions?: { view: boolean; update: boolean; delete: boolean };
}
const errorFields = (response: { json(): unknown }) => Object.keys((response.json() as { errors: object }).errors);

describe('fees', () => {
  const t = useTestApp();
  let companyId: number;
  let member: TestClient;
  let accounting: TestClient;

  beforeAll(async () => {
    const company = await buildCompany(t.db, { currency: 'NOK' });
    companyId = company.id;
    member = await signIn(t.app, (await buildMember(t.db, ['member'], companyId)).user.email);
    accounting = await signIn(t.app, (await buildMember(t.db, ['accounting'], companyId)).user.email);
  });

  it('lists the price list to every member, with permissions on request', async () => {
    await buildFee(t.db, companyId, { ident: 'A-LIST', title: 'Listed' });
    const response = await member.get(`/api/companies/${companyId}/fees?paginate=false&permissions[fee]=*`);
    expect(response.statusCode).toBe(200);
    const body = json<{ data: FeeBody[]; meta?: unknown }>(response);
    expect(body.meta).toBeUndefined();
    expect(body.data.find((fee) => fee.ident === 'A-LIST')).toMatchObject({
      currency: 'NOK',
      permissions: { view: true, update: false, delete: false },
    });
    const paged = json<{ meta: { total: number } }>(await accounting.get(`/api/companies/${companyId}/fees?search=a-li`));
    expect(paged.meta.total).toBe(1);
  });

  it('lets accounting create a fee and refuses members', async () => {
    const body = { ident: 'C172-H', title: 'Charter C172', kind: 'per_hour', amount: 19500, vat_rate: 1900 };
    const created = await accounting.post(`/api/companies/${companyId}/fees`, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(json<{ data: FeeBody }>(created).data).toMatchObject({
      ident: 'C172-H',
      amount: 19500,
      currency: 'NOK',
      vat_rate: 1900,
    });
    expect((await member.post(`/api/companies/${companyId}/fees`, { ...body, ident: 'OTHER' })).statusCode).toBe(403);
  });

  it('names the field of a bad fee', async () => {
    const valid = { ident: 'OK-1', title: 'Fine', kind: 'flat', amount: 100 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, ident: '' }, 'ident'],
      [{ ...valid, amount: -1 }, 'amount'],
      [{ ...valid, amount: 1.5 }, 'amount'],
      [{ ...valid, kind: 'per_lightyear' }, 'kind'],
      [{ ...valid, vat_rate: 10001 }, 'vat_rate'],
      [{ ...valid, valid_from: '2026-05-01', valid_until: '2026-04-30' }, 'valid_until'],
      [{ ...valid, ident: 'dup-1' }, 'ident'],
    ];
    await buildFee(t.db, companyId, { ident: 'DUP-1' });
    for (const [body, field] of cases) {
      const response = await accounting.post(`/api/companies/${companyId}/fees`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorFields(response)).toEqual([field]);
    }
  });

  it('shows, changes and deletes a fee', async () => {
    const fee = await buildFee(t.db, companyId, { validFrom: '2026-01-01' });
    const shown = await member.get(`/api/fees/${fee.id}`);
    expect(json<{ data: FeeBody }>(shown).data).toMatchObject({ id: fee.id, permissions: { update: false } });
    expect((await member.patch(`/api/fees/${fee.id}`, { amount: 1 })).statusCode).toBe(403);

    const changed = await accounting.patch(`/api/fees/${fee.id}`, { amount: 21000, title: 'Charter 2026' });
    expect(json<{ data: FeeBody }>(changed).data).toMatchObject({ amount: 21000, title: 'Charter 2026' });
    const backwards = await accounting.patch(`/api/fees/${fee.id}`, { valid_until: '2025-12-31' });
    expect(backwards.statusCode).toBe(422);
    expect(errorFields(backwards)).toEqual(['valid_until']);
    const unknownField = await accounting.patch(`/api/fees/${fee.id}`, { currency: 'EUR' });
    expect(unknownField.statusCode).toBe(422);

    expect((await accounting.delete(`/api/fees/${fee.id}`)).statusCode).toBe(204);
    expect((await member.get(`/api/fees/${fee.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a fee an aircraft charges (409)', async () => {
    const rental = await buildFee(t.db, companyId);
    const booking = await buildFee(t.db, companyId);
    const airplane = await buildAirplane(t.db, companyId, { feeId: rental.id, bookingFeeId: booking.id });
    for (const fee of [rental, booking]) {
      const response = await accounting.delete(`/api/fees/${fee.id}`);
      expect(response.statusCode).toBe(409);
      expect(json<{ message: string }>(response).message).toContain(airplane.registration);
      expect(json(response)).toMatchObject({ code: 'fee.in_use', params: { registration: airplane.registration } });
    }
  });

  it("keeps another company's fee out of an aircraft, in the database too", async () => {
    const other = await buildCompany(t.db);
    const foreignFee = await buildFee(t.db, other.id);
    const airplane = await buildAirplane(t.db, companyId);
    const error = await t.db
      .update(airplanes)
      .set({ feeId: foreignFee.id })
      .where(eq(airplanes.id, airplane.id))
      .catch((failure: unknown) => failure);
    expect(pgErrorOf(error)?.code).toBe('23503');
  });

  it("answers 404 for another company's fee", async () => {
    const foreign = await buildFee(t.db, (await buildCompany(t.db)).id);
    expect((await accounting.get(`/api/fees/${foreign.id}`)).statusCode).toBe(404);
    expect((await accounting.patch(`/api/fees/${foreign.id}`, { amount: 1 })).statusCode).toBe(404);
  });
});
