import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { buildCompany, buildMember, buildMembership, buildUser } from '../../../test/factories';
import { makeOperator } from '../../../test/factories/fbo';
import { buildAirplane } from '../../../test/factories/fleet';
import { bookings, companies, invoiceLines, invoices, landingFees, mailOutbox, notifications } from '../../db/schema';

interface Ppr {
  id: number;
  status: string;
  ppr_number: string | null;
  landing_fee: number | null;
  invoice_id: number | null;
}
interface Movement {
  source: string;
  kind: string;
  local_time: string;
  local_date: string;
  state: string;
  registration: string;
}
const fields = (response: { json(): unknown }) => Object.keys((response.json() as { errors: object }).errors);
const HOUR = 3_600_000;

describe('fixed base operators: PPR to a charged landing', () => {
  const t = useTestApp();
  let operatorId: number;
  let airportId: number;
  let ramp: TestClient;
  let accounting: TestClient;
  let guest: TestClient;
  let guestId: number;

  beforeAll(async () => {
    const company = await buildCompany(t.db, { name: 'Flugplatz Test GmbH' });
    const operator = await makeOperator(t.db, company.id);
    operatorId = operator.id;
    airportId = operator.homeAirportId;
    ramp = await signIn(t.app, (await buildMember(t.db, ['crew'], operatorId)).user.email);
    accounting = await signIn(t.app, (await buildMember(t.db, ['accounting'], operatorId)).user.email);
    const guestUser = await buildUser(t.db, { name: 'Gast Pilotin' });
    guestId = guestUser.id;
    guest = await signIn(t.app, guestUser.email);
    await t.db.insert(landingFees).values([
      { companyId: operatorId, airportId, mtowMaxKg: 1000, amount: 800 },
      { companyId: operatorId, airportId, mtowMaxKg: 2000, amount: 1500 },
      { companyId: operatorId, airportId, amount: 4000 },
    ]);
  });

  const ask = (client: TestClient, body: Record<string, unknown> = {}) => {
    const arrival = Date.now() + 26 * HOUR;
    return client.post(`/api/fixedBaseOperators/${operatorId}/pprRequests`, {
      arrival_at: new Date(arrival).toISOString(),
      departure_at: new Date(arrival + 2 * HOUR).toISOString(),
      registration: 'd-eabc',
      aircraft_type: 'C172',
      mtow_kg: 1111,
      persons_on_board: 2,
      purpose: 'Kaffee',
      ...body,
    });
  };

  it('lists every operator with its airport for any pilot, and shows its runways and frequencies to members', async () => {
    const list = json<{ data: Array<{ id: number; roles: string[] }> }>(await guest.get('/api/fixedBaseOperators'));
    expect(list.data.find((item) => item.id === operatorId)).toMatchObject({ roles: [] });
    expect((await guest.get(`/api/fixedBaseOperators/${operatorId}`)).statusCode).toBe(403);
    const page = json<{ data: { airport: { runways: unknown[]; frequencies: unknown[] }; permissions: object } }>(
      await ramp.get(`/api/fixedBaseOperators/${operatorId}`),
    );
    expect(page.data.airport.runways).toHaveLength(1);
    expect(page.data.airport.frequencies).toHaveLength(1);
    expect(page.data.permissions).toEqual({ update: false, decide_pprs: true, plan_flights: true, cancel_series: false });
    const club = await buildCompany(t.db);
    const clubAdmin = await signIn(t.app, (await buildMember(t.db, ['admin'], club.id)).user.email);
    expect((await clubAdmin.get(`/api/fixedBaseOperators/${club.id}`)).statusCode).toBe(404);
    expect((await ramp.patch(`/api/fixedBaseOperators/${operatorId}`, { phone: '1' })).statusCode).toBe(403);
  });

  it('names bad fields of a request', async () => {
    const response = await ask(guest, { mtow_kg: 0, registration: '', departure_at: new Date(Date.now()).toISOString() });
    expect(response.statusCode).toBe(422);
    expect(fields(response).sort()).toEqual(['departure_at', 'mtow_kg', 'registration']);
    expect((await ask(guest, {})).statusCode).toBe(201);
    const club = await buildCompany(t.db);
    expect((await guest.post(`/api/fixedBaseOperators/${club.id}/pprRequests`, {})).statusCode).toBe(422);
  });

  it('goes from request to approval to a charged landing: a guest gets a single issued invoice', async () => {
    const asked = json<{ data: Ppr }>(await ask(guest));
    expect(asked.data).toMatchObject({ status: 'pending', ppr_number: null });
    const told = await t.db.select().from(notifications).where(eq(notifications.kind, 'ppr.requested'));
    expect(told.length).toBeGreaterThan(0);

    expect((await accounting.post(`/api/pprRequests/${asked.data.id}/approve`, {})).statusCode).toBe(403);
    expect((await guest.post(`/api/pprRequests/${asked.data.id}/approve`, {})).statusCode).toBe(404);
    const approved = json<{ data: Ppr }>(await ramp.post(`/api/pprRequests/${asked.data.id}/approve`, { ppr_number: 'EDXX-17' }));
    expect(approved.data).toMatchObject({ status: 'approved', ppr_number: 'EDXX-17' });
    expect((await ramp.post(`/api/pprRequests/${asked.data.id}/decline`, { reason: 'zu spät' })).statusCode).toBe(409);
    const pilotTold = await t.db.select().from(notifications).where(eq(notifications.userId, guestId));
    expect(pilotTold.map((row) => row.kind)).toContain('ppr.approved');

    expect((await ramp.post(`/api/pprRequests/${asked.data.id}/departed`, {})).statusCode).toBe(409);
    const landed = json<{ data: Ppr }>(await ramp.post(`/api/pprRequests/${asked.data.id}/arrived`, {}));
    // 1,111 kg fits the class up to 2,000 kg.
    expect(landed.data.landing_fee).toBe(1500);
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, landed.data.invoice_id ?? 0));
    expect(invoice).toMatchObject({ status: 'issued', membershipId: null, recipientName: 'Gast Pilotin', totalGross: 1500 });
    const lines = await t.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice?.id ?? 0));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ gross: 1500, vat: 239, net: 1261 });
    expect((await ramp.post(`/api/pprRequests/${asked.data.id}/arrived`, {})).statusCode).toBe(409);
    const gone = json<{ data: Ppr }>(
      await ramp.post(`/api/pprRequests/${asked.data.id}/departed`, { at: new Date(Date.now() + HOUR).toISOString() }),
    );
    expect(gone.data.status).toBe('approved');
  });

  it('mails the request to the ramp staff and the answer to the pilot, each in their language', async () => {
    const staff = await buildMember(t.db, ['crew'], operatorId);
    const pilotUser = await buildUser(t.db, { name: 'Kari Nordmann', locale: 'no' });
    const pilot = await signIn(t.app, pilotUser.email);
    const asked = json<{ data: Ppr }>(await ask(pilot));
    const mailsTo = (address: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
    const [request] = await mailsTo(staff.user.email);
    expect(request?.subject).toBe('Neue PPR-Anfrage: D-EABC');
    expect(request?.body).toContain('Kari Nordmann bittet um Landeerlaubnis.');
    await ramp.post(`/api/pprRequests/${asked.data.id}/decline`, { reason: 'Rullebane stengt' });
    const [answer] = await mailsTo(pilotUser.email);
    expect(answer?.subject).toBe('PPR avslått: D-EABC');
    expect(answer?.body).toContain('Flugplatz Test GmbH har avslått forespørselen din:');
    expect(answer?.body).toContain('Begrunnelse: Rullebane stengt');
  });

  it('bills a member of the operator on their account and declines with a reason', async () => {
    const user = await buildUser(t.db);
    await buildMembership(t.db, operatorId, user.id, { roles: ['member'] });
    const pilot = await signIn(t.app, user.email);
    const heavy = json<{ data: Ppr }>(await ask(pilot, { mtow_kg: 5700 }));
    await ramp.post(`/api/pprRequests/${heavy.data.id}/approve`, {});
    const landed = json<{ data: Ppr }>(await ramp.post(`/api/pprRequests/${heavy.data.id}/arrived`, {}));
    expect(landed.data.landing_fee).toBe(4000);
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, landed.data.invoice_id ?? 0));
    expect(invoice?.membershipId).not.toBeNull();

    const other = json<{ data: Ppr }>(await ask(pilot));
    const bad = await ramp.post(`/api/pprRequests/${other.data.id}/decline`, { reason: '' });
    expect(fields(bad)).toEqual(['reason']);
    const declined = json<{ data: Ppr & { decline_reason: string } }>(
      await ramp.post(`/api/pprRequests/${other.data.id}/decline`, { reason: 'Bahn gesperrt' }),
    );
    expect(declined.data).toMatchObject({ status: 'declined', decline_reason: 'Bahn gesperrt' });
    const own = json<{ data: Ppr[] }>(await pilot.get('/api/user/pprRequests'));
    expect(own.data.map((row) => row.status).sort()).toEqual(['approved', 'declined']);
  });

  it('lists movements in the airport’s zone: approved PPRs and the shared bookings of companies based there', async () => {
    const day = new Date(Date.now() + 3 * 86_400_000);
    day.setUTCHours(0, 0, 0, 0);
    const asked = json<{ data: Ppr }>(
      await ask(guest, {
        registration: 'D-EMOV',
        arrival_at: new Date(day.getTime() + 9 * HOUR).toISOString(),
        departure_at: new Date(day.getTime() + 11 * HOUR).toISOString(),
      }),
    );
    await ask(guest, { registration: 'D-EPEN', arrival_at: new Date(day.getTime() + 10 * HOUR).toISOString() });
    await ramp.post(`/api/pprRequests/${asked.data.id}/approve`, {});
    const club = await buildCompany(t.db, { homeAirportId: airportId, timezone: 'Europe/Berlin' });
    const hidden = await buildCompany(t.db, { homeAirportId: airportId });
    for (const company of [club, hidden]) {
      const member = await buildMember(t.db, ['member'], company.id);
      const plane = await buildAirplane(t.db, company.id);
      await t.db.insert(bookings).values({
        companyId: company.id,
        airplaneId: plane.id,
        membershipId: member.membership.id,
        startsAt: new Date(day.getTime() + 12 * HOUR),
        endsAt: new Date(day.getTime() + 13 * HOUR),
      });
    }
    await t.db
      .update(companies)
      .set({ settings: { movements: { share_with_operator: true } } })
      .where(eq(companies.id, club.id));
    const from = day.toISOString();
    const to = new Date(day.getTime() + 86_400_000).toISOString();
    const list = json<{ data: Movement[] }>(
      await ramp.get(`/api/fixedBaseOperators/${operatorId}/movements?from=${from}&to=${to}`),
    );
    expect(list.data.map((m) => [m.source, m.kind, m.local_time, m.state])).toEqual([
      ['ppr', 'arrival', '10:00', 'expected'],
      ['ppr', 'departure', '12:00', 'expected'],
      ['booking', 'departure', '13:00', 'expected'],
      ['booking', 'arrival', '14:00', 'expected'],
    ]);
    const wrong = await ramp.get(`/api/fixedBaseOperators/${operatorId}/movements?from=${to}&to=${from}`);
    expect(fields(wrong)).toEqual(['to']);
  });
});
