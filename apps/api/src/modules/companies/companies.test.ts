import type { Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn } from '../../../test/client';
import { buildCompany, buildMember, buildMembership, buildUser } from '../../../test/factories';
import { adminOfNewCompany, auditOf, buildSuperAdmin, memberOf } from '../../../test/factories/identity';
import { memberships } from '../../db/schema';

const t = useTestApp();

describe('GET /api/companies', () => {
  it('lists the companies of the user with their own membership; all of them for a super-admin', async () => {
    const { user, company, membership } = await buildMember(t.db, ['instructor']);
    const pending = await buildCompany(t.db, { name: 'Aeroclub Ausstehend' });
    await buildMembership(t.db, pending.id, user.id, { status: 'pending' });
    const foreign = await buildCompany(t.db);
    const client = await signIn(t.app, user.email);
    const response = await client.get('/api/companies?paginate=false');
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((c: { id: number }) => c.id);
    expect(ids.sort()).toEqual([company.id, pending.id].sort());
    const mine = response.json().data.find((c: { id: number }) => c.id === company.id);
    expect(mine).toMatchObject({
      timezone: 'Europe/Berlin',
      currency: 'EUR',
      membership: { id: membership.id, status: 'approved', roles: ['instructor'] },
      permissions: expect.objectContaining({ book_for_others: true, see_students: true, manage_memberships: false }),
    });
    // A pending request enters nothing yet, so it says nothing of what the user may do there.
    expect(response.json().data.find((c: { id: number }) => c.id === pending.id).permissions).toBeUndefined();
    const admin = await signIn(t.app, (await buildSuperAdmin(t.db)).email);
    const all = await admin.get(`/api/companies?search=${encodeURIComponent(foreign.name)}`);
    expect(all.json().data).toEqual([expect.objectContaining({ id: foreign.id, membership: null })]);
    // What a super-admin may do in a company they do not belong to is answered by that company's own page.
    expect(all.json().data[0].permissions).toBeUndefined();
    expect(all.json().meta).toMatchObject({ current_page: 1, total: 1, per_page: 25 });
  });

  it('pages the list', async () => {
    const user = await buildUser(t.db);
    for (const name of ['Alpha Flugschule', 'Beta Luftsport', 'Gamma Segelflug']) {
      await buildMembership(t.db, (await buildCompany(t.db, { name })).id, user.id);
    }
    const client = await signIn(t.app, user.email);
    const page = await client.get('/api/companies?per_page=2&page=2');
    expect(page.json().data.map((c: { name: string }) => c.name)).toEqual(['Gamma Segelflug']);
    expect(page.json().meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect((await client.get('/api/companies?per_page=500')).json().errors.per_page).toBeDefined();
  });
});

describe('GET /api/companies/directory', () => {
  it('finds any company by name with public fields only', async () => {
    const company = await buildCompany(t.db, {
      name: 'Segelfluggruppe Verzeichnis',
      city: 'Musterstadt',
      email: 'geheim@example.test',
    });
    const client = await signIn(t.app, (await buildUser(t.db)).email);
    const response = await client.get('/api/companies/directory?search=verzeichnis');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { id: company.id, name: 'Segelfluggruppe Verzeichnis', kind: 'club', city: 'Musterstadt', country: 'DE', membership: null },
    ]);
  });
});

describe('POST /api/companies', () => {
  it('creates the company with the creator as approved admin', async () => {
    const user = await buildUser(t.db);
    const client = await signIn(t.app, user.email);
    const response = await client.post('/api/companies', {
      name: 'Fliegergruppe Neu',
      kind: 'school',
      city: 'Aalen',
      currency: 'CHF',
    });
    expect(response.statusCode).toBe(201);
    const company = response.json().data;
    expect(company).toMatchObject({
      name: 'Fliegergruppe Neu',
      kind: 'school',
      city: 'Aalen',
      currency: 'CHF',
      timezone: 'Europe/Berlin',
      country: 'DE',
    });
    expect(company.membership).toMatchObject({ status: 'approved', roles: ['admin'] });
    expect((await client.get(`/api/companies/${company.id}`)).statusCode).toBe(200);
  });

  it('names the invalid fields', async () => {
    const client = await signIn(t.app, (await buildUser(t.db)).email);
    const response = await client.post('/api/companies', {
      name: '',
      kind: 'airline',
      timezone: 'Mars/Olympus',
      currency: 'EURO',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['currency', 'kind', 'name', 'timezone']);
  });
});

describe('GET/PATCH /api/companies/{id}', () => {
  it('shows the company to its members; 403 to others, 404 when it does not exist', async () => {
    const { company, user } = await buildMember(t.db, ['member']);
    const client = await signIn(t.app, user.email);
    expect((await client.get(`/api/companies/${company.id}`)).json().data.id).toBe(company.id);
    const stranger = await signIn(t.app, (await buildUser(t.db)).email);
    expect((await stranger.get(`/api/companies/${company.id}`)).statusCode).toBe(403);
    expect((await stranger.get('/api/companies/999999')).statusCode).toBe(404);
  });

  it('tells each role what it may do before any row exists, from the domains’ policies', async () => {
    const company = await buildCompany(t.db);
    const answers: Record<string, string[]> = {};
    for (const roles of [['member'], ['student'], ['instructor'], ['accounting'], ['admin']] satisfies Role[][]) {
      const { user } = await buildMember(t.db, roles, company.id);
      const permissions = (await (await signIn(t.app, user.email)).get(`/api/companies/${company.id}`)).json().data.permissions;
      answers[roles.join()] = Object.keys(permissions).filter((action) => permissions[action]);
    }
    expect(answers).toEqual({
      member: [],
      student: [],
      instructor: ['book_for_others', 'record_flights_for_others', 'see_students'],
      accounting: [
        'see_all_flights',
        'see_accounting',
        'see_accounts',
        'post_transactions',
        'keep_invoices',
        'record_payments',
        'collect_payments',
        'export_books',
        'create_fee',
        'view_reports',
      ],
      admin: [
        'book_for_others',
        'block_aircraft',
        'record_flights_for_others',
        'override_flight_readings',
        'see_all_flights',
        'see_accounting',
        'see_accounts',
        'post_transactions',
        'keep_invoices',
        'record_payments',
        'collect_payments',
        'export_books',
        'create_airplane',
        'create_fee',
        'create_landing_fee',
        'manage_memberships',
        'see_students',
        'see_all_students',
        'administer',
        'manage_events',
        'manage_documents',
        'review_work_hours',
        'send_mailings',
        'view_reports',
      ],
    });
  });

  it('lets an admin change details and merge settings, audited', async () => {
    const { company, client } = await adminOfNewCompany(t.app, t.db);
    await client.patch(`/api/companies/${company.id}`, { settings: { booking_lead_minutes: 30 } });
    const response = await client.patch(`/api/companies/${company.id}`, {
      name: 'Luftsportverein Umbenannt',
      timezone: 'Europe/Oslo',
      currency: 'NOK',
      settings: { show_prices: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Luftsportverein Umbenannt',
      timezone: 'Europe/Oslo',
      currency: 'NOK',
      settings: { booking_lead_minutes: 30, show_prices: true },
    });
    const [entry] = await auditOf(t.db, 'company.updated');
    expect(entry).toMatchObject({
      companyId: company.id,
      before: { name: company.name, currency: 'EUR' },
      after: { currency: 'NOK' },
    });
  });

  it('refuses non-admins with 403 and bad values with 422 naming the field', async () => {
    const { company, client } = await adminOfNewCompany(t.app, t.db);
    const member = await memberOf(t.app, t.db, company.id, { roles: ['accounting', 'member'] });
    expect((await (await member.signIn()).patch(`/api/companies/${company.id}`, { name: 'X' })).statusCode).toBe(403);
    const zone = await client.patch(`/api/companies/${company.id}`, { timezone: 'Europe/Atlantis' });
    expect(zone.statusCode).toBe(422);
    expect(zone.json().errors.timezone).toEqual(['Please choose a valid time zone']);
    expect(zone.json().error_codes.timezone).toEqual([{ code: 'company.timezone', params: {} }]);
    expect((await client.patch(`/api/companies/${company.id}`, { currency: 'XYZ' })).json().errors.currency).toBeDefined();
    expect((await client.patch(`/api/companies/${company.id}`, { id: 5 })).statusCode).toBe(422);
  });

  it('keeps the booking rules it is not told about when the operating hours change, and refuses hours out of order', async () => {
    const { company, client } = await adminOfNewCompany(t.app, t.db);
    await client.patch(`/api/companies/${company.id}`, { settings: { booking: { max_days_ahead: 30 } } });
    const hours = await client.patch(`/api/companies/${company.id}`, {
      settings: { booking: { operating_hours: { from: '08:30', to: '20:00' } } },
    });
    expect(hours.statusCode).toBe(200);
    expect(hours.json().data.settings.booking).toEqual({ max_days_ahead: 30, operating_hours: { from: '08:30', to: '20:00' } });

    const reversed = await client.patch(`/api/companies/${company.id}`, {
      settings: { booking: { operating_hours: { from: '18:00', to: '09:00' } } },
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().error_codes['settings.booking.operating_hours.to']).toEqual([
      { code: 'company.hours_order', params: {} },
    ]);
    const badTime = await client.patch(`/api/companies/${company.id}`, {
      settings: { booking: { operating_hours: { from: '7 Uhr', to: '21:00' } } },
    });
    expect(badTime.json().error_codes['settings.booking.operating_hours.from']).toEqual([
      { code: 'company.clock_time', params: {} },
    ]);
  });
});

describe('POST /api/companies/{id}/join', () => {
  it('asks to join with a pending membership, tells the admins, and refuses a second request with 409', async () => {
    const { company, user: admin } = await adminOfNewCompany(t.app, t.db);
    const applicant = await buildUser(t.db, { name: 'Paula Probe' });
    const client = await signIn(t.app, applicant.email);
    const response = await client.post(`/api/companies/${company.id}/join`);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      company_id: company.id,
      user_id: applicant.id,
      status: 'pending',
      roles: ['member'],
    });
    const notes = await t.db.query.notifications.findMany({ where: (n, { eq: equals }) => equals(n.userId, admin.id) });
    expect(notes).toEqual([expect.objectContaining({ kind: 'membership.requested', companyId: company.id })]);
    expect((await client.post(`/api/companies/${company.id}/join`)).statusCode).toBe(409);
    expect((await client.post('/api/companies/999999/join')).statusCode).toBe(404);
  });

  it('lets someone who left ask again, as a plain member', async () => {
    const company = await buildCompany(t.db);
    const former = await memberOf(t.app, t.db, company.id, { status: 'left', roles: ['admin'] });
    const response = await (await former.signIn()).post(`/api/companies/${company.id}/join`);
    expect(response.json().data).toMatchObject({ id: former.membership.id, status: 'pending', roles: ['member'], left_at: null });
    const [row] = await t.db.select().from(memberships).where(eq(memberships.id, former.membership.id));
    expect(row?.status).toBe('pending');
  });
});
