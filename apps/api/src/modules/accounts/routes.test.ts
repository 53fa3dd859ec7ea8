import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, TestClient } from '../../../test/client';
import { testDatabaseKind } from '../../../test/database';
import { buildCompany, buildMember, buildMembership, buildUser } from '../../../test/factories';
import { buildCharge, buildPayment } from '../../../test/factories/accounts';
import { auditLog, ledgerAccounts } from '../../db/schema';

interface Line {
  id: number;
  kind: string;
  description: string;
  amount: number;
  balance_after: number;
  flight_id: number | null;
}
const codesOf = (response: { json(): unknown }) =>
  (response.json() as { error_codes: Record<string, Array<{ code: string }>> }).error_codes;

describe(`member accounts over HTTP on ${testDatabaseKind}`, () => {
  const t = useTestApp();
  let companyId: number;
  let pilot: Awaited<ReturnType<typeof buildMember>>;
  let pilotClient: TestClient;
  let otherMember: Awaited<ReturnType<typeof buildMember>>;
  let accounting: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    const company = await buildCompany(t.db, {
      name: 'Luftsportverein Konto',
      settings: { accounting: { low_balance_threshold: -5000 } },
    });
    companyId = company.id;
    pilot = await buildMember(t.db, ['member'], companyId);
    otherMember = await buildMember(t.db, ['member'], companyId);
    pilotClient = await signIn(t.app, pilot.user.email);
    accounting = await signIn(t.app, (await buildMember(t.db, ['accounting'], companyId)).user.email);
    admin = await signIn(t.app, (await buildMember(t.db, ['admin'], companyId)).user.email);
  });

  it('answers 401 to a guest on every accounts route', async () => {
    const guest = new TestClient(t.app);
    const id = pilot.membership.id;
    expect((await guest.get(`/api/companies/${companyId}/accounts`)).statusCode).toBe(401);
    expect((await guest.get(`/api/memberships/${id}/account`)).statusCode).toBe(401);
    expect((await guest.get(`/api/memberships/${id}/transactions`)).statusCode).toBe(401);
    expect(
      (await guest.post(`/api/memberships/${id}/transactions`, { kind: 'payment', amount: 1, description: 'x' })).statusCode,
    ).toBe(401);
  });

  it('shows a member their own account and its lines, newest first, with the balance after each', async () => {
    await buildPayment(t.db, companyId, pilot.membership.id, 20_000, 'Überweisung März');
    await buildCharge(t.db, companyId, pilot.membership.id, 27_500, 'Flug D-EHLB');
    const account = await pilotClient.get(`/api/memberships/${pilot.membership.id}/account`);
    expect(account.statusCode, account.body).toBe(200);
    expect(json(account).data).toEqual({
      membership_id: pilot.membership.id,
      balance: -7500,
      currency: 'EUR',
      low_balance_policy: 'warn',
      low_balance_threshold: -5000,
      low: true,
    });
    const lines = json<{ data: Line[]; meta: { total: number } }>(
      await pilotClient.get(`/api/memberships/${pilot.membership.id}/transactions`),
    );
    expect(lines.meta.total).toBe(2);
    expect(lines.data.map((line) => [line.description, line.amount, line.balance_after])).toEqual([
      ['Flug D-EHLB', -27_500, -7500],
      ['Überweisung März', 20_000, 20_000],
    ]);
    const second = json<{ data: Line[] }>(
      await pilotClient.get(`/api/memberships/${pilot.membership.id}/transactions?per_page=1&page=2`),
    );
    expect(second.data.map((line) => line.description)).toEqual(['Überweisung März']);
  });

  it('keeps a member out of other members’ accounts and the list (403), and other companies out (404)', async () => {
    const other = otherMember.membership.id;
    expect((await pilotClient.get(`/api/memberships/${other}/account`)).statusCode).toBe(403);
    expect((await pilotClient.get(`/api/memberships/${other}/transactions`)).statusCode).toBe(403);
    expect((await pilotClient.get(`/api/companies/${companyId}/accounts`)).statusCode).toBe(403);
    const own = await pilotClient.post(`/api/memberships/${pilot.membership.id}/transactions`, {
      kind: 'credit',
      amount: 100_000,
      description: 'Selbstgutschrift',
    });
    expect(own.statusCode).toBe(403);
    const stranger = await buildMember(t.db, ['admin', 'accounting']);
    const strangerClient = await signIn(t.app, stranger.user.email);
    expect((await strangerClient.get(`/api/memberships/${other}/account`)).statusCode).toBe(404);
    expect((await strangerClient.get(`/api/memberships/${other}/transactions`)).statusCode).toBe(404);
    expect(
      (await strangerClient.post(`/api/memberships/${other}/transactions`, { kind: 'payment', amount: 1, description: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await strangerClient.get(`/api/companies/${companyId}/accounts`)).statusCode).toBe(403);
    expect((await accounting.get('/api/memberships/999999/account')).statusCode).toBe(404);
  });

  it('has no account for a membership that is not approved', async () => {
    const pending = await buildMembership(t.db, companyId, (await buildUser(t.db)).id, { status: 'pending' });
    const response = await admin.get(`/api/memberships/${pending.id}/account`);
    expect(response.statusCode).toBe(404);
    expect(json(response).code).toBe('accounts.no_account');
  });

  it('lets accounting and admins post a charge, a credit and a payment, signed by kind and audited', async () => {
    const { membership } = await buildMember(t.db, ['member'], companyId);
    const url = `/api/memberships/${membership.id}/transactions`;
    const payment = await accounting.post(url, { kind: 'payment', amount: 15_000, description: 'Bar eingezahlt' });
    expect(payment.statusCode, payment.body).toBe(201);
    expect(json<{ data: Line }>(payment).data).toMatchObject({ kind: 'payment', amount: 15_000, balance_after: 15_000 });
    const charge = await admin.post(url, { kind: 'charge', amount: 4_000, description: 'Theorielehrgang' });
    expect(json<{ data: Line }>(charge).data).toMatchObject({ kind: 'charge', amount: -4_000, balance_after: 11_000 });
    const credit = await accounting.post(url, { kind: 'credit', amount: 500, description: 'Kulanz' });
    expect(json<{ data: Line }>(credit).data).toMatchObject({ kind: 'credit', amount: 500, balance_after: 11_500 });
    const account = json<{ data: { balance: number; low: boolean } }>(
      await accounting.get(`/api/memberships/${membership.id}/account`),
    );
    expect(account.data).toMatchObject({ balance: 11_500, low: false });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'membership'), eq(auditLog.subjectId, membership.id)));
    expect(audits.map((row) => row.action).sort()).toEqual(['account.charged', 'account.credited', 'account.payment_recorded']);
    // The counter accounts: bank 1800, revenue 8400, expense 4900.
    const codes = await t.db
      .select({ code: ledgerAccounts.code })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.companyId, companyId));
    expect(codes.map((row) => row.code)).toEqual(expect.arrayContaining(['1800', '8400', '4900']));
  });

  it('refuses a bad manual line naming the field (422)', async () => {
    const url = `/api/memberships/${otherMember.membership.id}/transactions`;
    for (const amount of [0, -100, 12.5, '100']) {
      const response = await accounting.post(url, { kind: 'payment', amount, description: 'x' });
      expect(response.statusCode, `${amount}`).toBe(422);
      expect(Object.keys(codesOf(response))).toEqual(['amount']);
    }
    const zero = await accounting.post(url, { kind: 'payment', amount: 0, description: 'x' });
    expect(codesOf(zero).amount?.[0]?.code).toBe('accounts.amount_positive');
    const kind = await accounting.post(url, { kind: 'gift', amount: 100, description: 'x' });
    expect(Object.keys(codesOf(kind))).toEqual(['kind']);
    const blank = await accounting.post(url, { kind: 'charge', amount: 100, description: '  ' });
    expect(Object.keys(codesOf(blank))).toEqual(['description']);
  });

  it('lists every member account with its balance to accounting, searchable and paged', async () => {
    const list = json<{ data: Array<{ membership_id: number; balance: number; name: string }>; meta: { total: number } }>(
      await accounting.get(`/api/companies/${companyId}/accounts?per_page=100`),
    );
    expect(list.meta.total).toBeGreaterThanOrEqual(4);
    expect(list.data.find((row) => row.membership_id === pilot.membership.id)?.balance).toBe(-7500);
    const found = json<{ data: Array<{ membership_id: number }> }>(
      await admin.get(`/api/companies/${companyId}/accounts?search=${encodeURIComponent(pilot.user.name.slice(-6))}`),
    );
    expect(found.data.map((row) => row.membership_id)).toEqual([pilot.membership.id]);
    const paged = json<{ data: unknown[]; meta: { last_page: number } }>(
      await accounting.get(`/api/companies/${companyId}/accounts?per_page=1`),
    );
    expect(paged.data).toHaveLength(1);
    expect(paged.meta.last_page).toBe(list.meta.total);
  });

  it('tells the web who may see and post on accounts', async () => {
    const asMember = json<{ data: { permissions: Record<string, boolean> } }>(
      await pilotClient.get(`/api/companies/${companyId}`),
    );
    expect(asMember.data.permissions).toMatchObject({ see_accounts: false, post_transactions: false });
    const asAccounting = json<{ data: { permissions: Record<string, boolean> } }>(
      await accounting.get(`/api/companies/${companyId}`),
    );
    expect(asAccounting.data.permissions).toMatchObject({ see_accounts: true, post_transactions: true });
  });

  it('keeps settings.accounting key by key and refuses a bad value naming it', async () => {
    const change = await admin.patch(`/api/companies/${companyId}`, {
      settings: { accounting: { low_balance_policy: 'block' } },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(json<{ data: { settings: { accounting: unknown } } }>(change).data.settings.accounting).toEqual({
      low_balance_threshold: -5000,
      low_balance_policy: 'block',
    });
    const bad = await admin.patch(`/api/companies/${companyId}`, { settings: { accounting: { low_balance_policy: 'maybe' } } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(codesOf(bad))).toEqual(['settings.accounting.low_balance_policy']);
  });
});
