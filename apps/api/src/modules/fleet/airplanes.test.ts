import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { buildCompany, buildMember } from '../../../test/factories';
import { airportByIdent, buildAirplane, buildFee, loadAirportFixture } from '../../../test/factories/fleet';
import { airplanePositions, airplanes } from '../../db/schema';

interface AirplaneBody {
  id: number;
  registration: string;
  status: string;
  status_reason: string | null;
  is_favourite: boolean;
  permissions?: { update: boolean };
  fee?: { ident: string } | null;
  bookingFee?: { ident: string } | null;
  homebase?: { ident: string } | null;
  latestPosition?: { latitude: number; source: string } | null;
}
const errorFields = (response: { json(): unknown }) => Object.keys((response.json() as { errors: object }).errors);
const data = <T = AirplaneBody>(response: { json(): unknown }) => (response.json() as { data: T }).data;

describe('airplanes', () => {
  const t = useTestApp();
  let companyId: number;
  let admin: TestClient;
  let member: TestClient;
  let edty: number;

  beforeAll(async () => {
    await loadAirportFixture(t.db);
    edty = (await airportByIdent(t.db, 'EDTY')).id;
    companyId = (await buildCompany(t.db)).id;
    admin = await signIn(t.app, (await buildMember(t.db, ['admin'], companyId)).user.email);
    member = await signIn(t.app, (await buildMember(t.db, ['member', 'accounting', 'instructor'], companyId)).user.email);
  });

  it('lists the fleet with the relations the web app asks for', async () => {
    const company = await buildCompany(t.db);
    const reader = await signIn(t.app, (await buildMember(t.db, ['member'], company.id)).user.email);
    const rental = await buildFee(t.db, company.id, { ident: 'RENT' });
    const booking = await buildFee(t.db, company.id, { ident: 'BOOK', kind: 'per_flight' });
    const airplane = await buildAirplane(t.db, company.id, {
      feeId: rental.id,
      bookingFeeId: booking.id,
      homebaseAirportId: edty,
    });
    await buildAirplane(t.db, company.id);
    await t.db.insert(airplanePositions).values([
      {
        companyId: company.id,
        airplaneId: airplane.id,
        latitude: 49.1,
        longitude: 9.7,
        source: 'app',
        reportedAt: new Date(Date.now() - 60_000),
      },
      {
        companyId: company.id,
        airplaneId: airplane.id,
        latitude: 49.2,
        longitude: 9.8,
        source: 'tracker',
        reportedAt: new Date(),
      },
    ]);
    const response = await reader.get(
      `/api/companies/${company.id}/airplanes?paginate=false&permissions[airplane]=*&include=fee,bookingFee,homebase,latestPosition`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const list = data<AirplaneBody[]>(response);
    expect(list).toHaveLength(2);
    expect(list.find((row) => row.id === airplane.id)).toMatchObject({
      fee: { ident: 'RENT' },
      bookingFee: { ident: 'BOOK' },
      homebase: { ident: 'EDTY' },
      latestPosition: { latitude: 49.2, source: 'tracker' },
      is_favourite: false,
      permissions: { view: true, update: false, delete: false },
    });
    expect(list.find((row) => row.id !== airplane.id)).toMatchObject({ fee: null, homebase: null, latestPosition: null });
    const plain = data<AirplaneBody[]>(
      await reader.get(`/api/companies/${company.id}/airplanes?search=${airplane.registration.slice(0, 4)}`),
    );
    expect(plain[0]).not.toHaveProperty('fee');
    expect(plain[0]).not.toHaveProperty('permissions');
  });

  it('lets admins add an aircraft, with the registration in capitals', async () => {
    const fee = await buildFee(t.db, companyId);
    const body = {
      registration: ' d-ehlb ',
      manufacturer: 'Cessna',
      model: '172S Skyhawk',
      icao_type: 'c172',
      category: 'sep',
      seats: 4,
      homebase_airport_id: edty,
      color: '#1E88E5',
      fee_id: fee.id,
      hobbs_minutes: 312_345,
      mtow_kg: 1157,
    };
    const created = await admin.post(`/api/companies/${companyId}/airplanes`, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(data(created)).toMatchObject({
      registration: 'D-EHLB',
      icao_type: 'C172',
      color: '#1e88e5',
      status: 'active',
      fee_id: fee.id,
    });
    expect((await member.post(`/api/companies/${companyId}/airplanes`, { ...body, registration: 'D-EHLC' })).statusCode).toBe(
      403,
    );
    const elsewhere = await buildCompany(t.db);
    const otherAdmin = await signIn(t.app, (await buildMember(t.db, ['admin'], elsewhere.id)).user.email);
    const sameMark = await otherAdmin.post(`/api/companies/${elsewhere.id}/airplanes`, { ...body, fee_id: undefined });
    expect(sameMark.statusCode, 'another company may fly the same registration').toBe(201);
  });

  it('names the field of a bad aircraft', async () => {
    await buildAirplane(t.db, companyId, { registration: 'D-KTAK' });
    const foreignFee = await buildFee(t.db, (await buildCompany(t.db)).id);
    const valid = { registration: 'D-EXYZ', manufacturer: 'Piper', model: 'PA-28-181', category: 'sep' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, registration: 'DEXYZ' }, 'registration'],
      [{ ...valid, registration: 'D-EXY' }, 'registration'],
      [{ ...valid, registration: 'd-ktak' }, 'registration'],
      [{ ...valid, category: 'jet' }, 'category'],
      [{ ...valid, manufacturer: '' }, 'manufacturer'],
      [{ ...valid, color: 'blue' }, 'color'],
      [{ ...valid, hobbs_minutes: -1 }, 'hobbs_minutes'],
      [{ ...valid, fee_id: foreignFee.id }, 'fee_id'],
      [{ ...valid, booking_fee_id: foreignFee.id }, 'booking_fee_id'],
      [{ ...valid, homebase_airport_id: 999_999_999 }, 'homebase_airport_id'],
      [{ ...valid, status: 'grounded' }, 'status_reason'],
    ];
    for (const [body, field] of cases) {
      const response = await admin.post(`/api/companies/${companyId}/airplanes`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorFields(response)).toEqual([field]);
    }
    for (const registration of ['D-1234', 'N123AB', 'OE-KAB', 'HB-CQX', 'LN-ABC', 'G-ABCD', 'D-MABC']) {
      const response = await admin.post(`/api/companies/${companyId}/airplanes`, { ...valid, registration });
      expect(response.statusCode, registration).toBe(201);
    }
  });

  it('shows one aircraft with its relations to members and lets admins change it', async () => {
    const airplane = await buildAirplane(t.db, companyId, { homebaseAirportId: edty });
    const shown = await member.get(`/api/airplanes/${airplane.id}`);
    expect(data(shown)).toMatchObject({
      id: airplane.id,
      homebase: { ident: 'EDTY' },
      latestPosition: null,
      permissions: { update: false },
    });
    expect((await member.patch(`/api/airplanes/${airplane.id}`, { seats: 2 })).statusCode).toBe(403);

    const grounded = await admin.patch(`/api/airplanes/${airplane.id}`, {
      status: 'grounded',
      status_reason: 'Propeller strike',
    });
    expect(data(grounded)).toMatchObject({
      status: 'grounded',
      status_reason: 'Propeller strike',
      permissions: { update: true },
    });
    expect(errorFields(await admin.patch(`/api/airplanes/${airplane.id}`, { status_reason: null }))).toEqual(['status_reason']);
    const active = await admin.patch(`/api/airplanes/${airplane.id}`, { status: 'active' });
    expect(data(active)).toMatchObject({ status: 'active', status_reason: null });
    expect(errorFields(await admin.patch(`/api/airplanes/${airplane.id}`, { company_id: 1 }))).toEqual(['body']);
  });

  it('refuses a registration taken in the company when renaming', async () => {
    const first = await buildAirplane(t.db, companyId, { registration: 'D-EAAA' });
    const second = await buildAirplane(t.db, companyId, { registration: 'D-EAAB' });
    const response = await admin.patch(`/api/airplanes/${second.id}`, { registration: first.registration.toLowerCase() });
    expect(response.statusCode).toBe(422);
    expect(errorFields(response)).toEqual(['registration']);
    expect((await admin.patch(`/api/airplanes/${second.id}`, { registration: 'D-EAAB' })).statusCode).toBe(200);
  });

  it('lets admins delete an aircraft', async () => {
    const airplane = await buildAirplane(t.db, companyId);
    expect((await member.delete(`/api/airplanes/${airplane.id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/api/airplanes/${airplane.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(airplanes).where(eq(airplanes.id, airplane.id))).toEqual([]);
    expect((await admin.get(`/api/airplanes/${airplane.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another company's aircraft", async () => {
    const foreign = await buildAirplane(t.db, (await buildCompany(t.db)).id);
    expect((await admin.get(`/api/airplanes/${foreign.id}`)).statusCode).toBe(404);
    expect((await admin.patch(`/api/airplanes/${foreign.id}`, { seats: 2 })).statusCode).toBe(404);
    expect((await admin.delete(`/api/airplanes/${foreign.id}`)).statusCode).toBe(404);
  });
});
