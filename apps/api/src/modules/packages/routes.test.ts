import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { buildCompany, buildMember } from '../../../test/factories';
import { buildAirplane } from '../../../test/factories/fleet';
import { buildOffer, buildOwnedPackage } from '../../../test/factories/packages';

interface PackageBody {
  id: number;
  name: string;
  price: number;
  currency: string;
  membership_id: number | null;
  offer_id: number | null;
  airplane_ids: number[];
  remaining_minutes: number | null;
  expires_at: string | null;
  retired_at: string | null;
  usage?: unknown[];
  permissions?: { update: boolean };
}
const errorFields = (response: { json(): unknown }) => Object.keys((response.json() as { errors: object }).errors);
/** A refusal's status and code: a member without the keepers' role is refused as for any role, a package in the domain's words. */
const refusal = (response: { statusCode: number; json(): unknown }) => [
  response.statusCode,
  (response.json() as { code: string }).code,
];

describe('prepaid package routes', () => {
  const t = useTestApp();
  let companyId: number;
  let airplaneId: number;
  let member: TestClient;
  let memberMembershipId: number;
  let otherMembershipId: number;
  let accounting: TestClient;

  beforeAll(async () => {
    const company = await buildCompany(t.db, { currency: 'EUR' });
    companyId = company.id;
    airplaneId = (await buildAirplane(t.db, companyId)).id;
    const pilot = await buildMember(t.db, ['member'], companyId);
    memberMembershipId = pilot.membership.id;
    member = await signIn(t.app, pilot.user.email);
    otherMembershipId = (await buildMember(t.db, ['member'], companyId)).membership.id;
    accounting = await signIn(t.app, (await buildMember(t.db, ['accounting'], companyId)).user.email);
  });

  it('lets accounting create, change and retire an offer; members read offers but may not change them', async () => {
    const body = {
      name: '10 Stunden',
      price: 138_000,
      credit_minutes: 600,
      airplane_ids: [airplaneId],
      validity_days: 365,
      discount_percent: 8,
    };
    expect(refusal(await member.post(`/api/companies/${companyId}/prePaidPackages`, body))).toEqual([403, 'request.forbidden']);
    const created = await accounting.post(`/api/companies/${companyId}/prePaidPackages`, body);
    expect(created.statusCode, created.body).toBe(201);
    const offer = json<{ data: PackageBody }>(created).data;
    expect(offer).toMatchObject({
      currency: 'EUR',
      airplane_ids: [airplaneId],
      membership_id: null,
      permissions: { update: true },
    });

    const listed = json<{ data: PackageBody[] }>(await member.get(`/api/companies/${companyId}/prePaidPackages?paginate=false`));
    expect(listed.data.map((row) => row.id)).toContain(offer.id);
    expect(refusal(await member.patch(`/api/prePaidPackages/${offer.id}`, { price: 1 }))).toEqual([403, 'request.forbidden']);
    expect(refusal(await member.delete(`/api/prePaidPackages/${offer.id}`))).toEqual([403, 'request.forbidden']);

    const changed = await accounting.patch(`/api/prePaidPackages/${offer.id}`, { price: 140_000, airplane_ids: [] });
    expect(json<{ data: PackageBody }>(changed).data).toMatchObject({ price: 140_000, airplane_ids: [] });

    expect((await accounting.delete(`/api/prePaidPackages/${offer.id}`)).statusCode).toBe(204);
    const retired = json<{ data: PackageBody }>(await accounting.get(`/api/prePaidPackages/${offer.id}`)).data;
    expect(retired.retired_at).not.toBeNull();
    const after = json<{ data: PackageBody[] }>(await member.get(`/api/companies/${companyId}/prePaidPackages?paginate=false`));
    expect(after.data.map((row) => row.id)).not.toContain(offer.id);
    const sell = await accounting.post(`/api/prePaidPackages/${offer.id}/sell`, { membership_id: memberMembershipId });
    expect(sell.statusCode).toBe(422);
  });

  it('names the field of bad input', async () => {
    const both = await accounting.post(`/api/companies/${companyId}/prePaidPackages`, {
      name: 'Beides',
      price: 1000,
      credit_minutes: 60,
      credit_amount: 1000,
      validity_days: 30,
    });
    expect(both.statusCode).toBe(422);
    expect(errorFields(both)).toContain('credit_minutes');
    const foreign = await accounting.post(`/api/companies/${companyId}/prePaidPackages`, {
      name: 'Fremd',
      price: 1000,
      credit_minutes: 60,
      airplane_ids: [(await buildAirplane(t.db, (await buildCompany(t.db)).id)).id],
      validity_days: 30,
    });
    expect(foreign.statusCode).toBe(422);
    expect(errorFields(foreign)).toEqual(['airplane_ids']);
  });

  it('sells an offer to a member, who then reads it with its usage; other members may not', async () => {
    const offer = await buildOffer(t.db, companyId, { name: '5 Stunden' });
    const missing = await accounting.post(`/api/prePaidPackages/${offer.id}/sell`, { membership_id: 999_999 });
    expect(errorFields(missing)).toEqual(['membership_id']);
    const sold = await accounting.post(`/api/prePaidPackages/${offer.id}/sell`, {
      membership_id: memberMembershipId,
      paid: true,
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const owned = json<{ data: PackageBody }>(sold).data;
    expect(owned).toMatchObject({ offer_id: offer.id, membership_id: memberMembershipId, remaining_minutes: 600, usage: [] });
    expect(owned.expires_at).not.toBeNull();

    expect((await member.get(`/api/prePaidPackages/${owned.id}`)).statusCode).toBe(200);
    const theirs = await buildOwnedPackage(t.db, offer, otherMembershipId);
    expect(refusal(await member.get(`/api/prePaidPackages/${theirs.id}`))).toEqual([403, 'package.forbidden']);
    const selling = { membership_id: memberMembershipId };
    expect(refusal(await member.post(`/api/prePaidPackages/${offer.id}/sell`, selling))).toEqual([403, 'request.forbidden']);

    const mine = json<{ data: PackageBody[] }>(
      await member.get(`/api/companies/${companyId}/prePaidPackages?sold=true&paginate=false`),
    );
    expect(mine.data.map((row) => row.membership_id)).toEqual([memberMembershipId]);
    // Asking for someone else's packages still answers with only the member's own.
    const asked = json<{ data: PackageBody[] }>(
      await member.get(`/api/companies/${companyId}/prePaidPackages?sold=true&membership_id=${otherMembershipId}`),
    );
    expect(asked.data.map((row) => row.membership_id)).toEqual([memberMembershipId]);
    const all = json<{ data: PackageBody[]; meta: { total: number } }>(
      await accounting.get(`/api/companies/${companyId}/prePaidPackages?sold=true&expiring_within_days=400`),
    );
    expect(all.meta.total).toBe(2);

    expect((await accounting.delete(`/api/prePaidPackages/${owned.id}`)).statusCode).toBe(409);
    expect(refusal(await accounting.patch(`/api/prePaidPackages/${owned.id}`, { price: 1 }))).toEqual([403, 'package.forbidden']);
  });
});
