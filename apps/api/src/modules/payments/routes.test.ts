import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, TestClient } from '../../../test/client';
import { testDatabaseKind } from '../../../test/database';
import { buildCompany, buildMember } from '../../../test/factories';
import { buildIssuedInvoice } from '../../../test/factories/issued-invoices';
import { invoices, ledgerAccounts, paymentAllocations } from '../../db/schema';

interface PaymentBody {
  id: number;
  amount: number;
  unallocated: number;
  allocations: { invoice_id: number; amount: number }[];
}

describe(`payments over HTTP on ${testDatabaseKind}`, () => {
  const t = useTestApp();
  let companyId: number;
  let pilot: Awaited<ReturnType<typeof buildMember>>;
  let pilotClient: TestClient;
  let accounting: TestClient;

  const invoiceState = async (id: number) => {
    const [row] = await t.db
      .select({ status: invoices.status, paid: invoices.paidAmount })
      .from(invoices)
      .where(eq(invoices.id, id));
    return row;
  };
  const balance = async (membershipId: number) => {
    const [row] = await t.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.membershipId, membershipId));
    return row?.balance;
  };

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Luftsportverein Zahlung' })).id;
    pilot = await buildMember(t.db, ['member'], companyId);
    pilotClient = await signIn(t.app, pilot.user.email);
    accounting = await signIn(t.app, (await buildMember(t.db, ['accounting'], companyId)).user.email);
  });

  it('settles the given invoices oldest first, partially where the money ends, and leaves an overpayment as credit', async () => {
    const older = await buildIssuedInvoice(t.db, companyId, pilot.membership.id, {
      gross: 6_000,
      issuedAt: new Date('2026-10-01T10:00:00Z'),
    });
    const newer = await buildIssuedInvoice(t.db, companyId, pilot.membership.id, {
      gross: 8_000,
      issuedAt: new Date('2026-11-01T10:00:00Z'),
    });
    expect(await balance(pilot.membership.id)).toBe(-14_000);

    const first = await accounting.post(`/api/memberships/${pilot.membership.id}/payments`, {
      amount: 10_000,
      method: 'transfer',
      invoice_ids: [newer.id, older.id],
      paid_at: '2026-11-10',
      reference: 'Überweisung Oktober',
    });
    expect(first.statusCode, first.body).toBe(201);
    const body = json<{ data: PaymentBody }>(first).data;
    expect(body.allocations).toEqual([
      { invoice_id: older.id, invoice_number: older.number, amount: 6_000 },
      { invoice_id: newer.id, invoice_number: newer.number, amount: 4_000 },
    ]);
    expect(body.unallocated).toBe(0);
    expect(await invoiceState(older.id)).toEqual({ status: 'paid', paid: 6_000 });
    expect(await invoiceState(newer.id)).toEqual({ status: 'partially_paid', paid: 4_000 });

    const rest = await accounting.post(`/api/memberships/${pilot.membership.id}/payments`, {
      amount: 5_000,
      method: 'cash',
      invoice_ids: [newer.id],
      paid_at: '2026-11-11',
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(json<{ data: PaymentBody }>(rest).data.unallocated).toBe(1_000);
    expect(await invoiceState(newer.id)).toEqual({ status: 'paid', paid: 8_000 });
    expect(await balance(pilot.membership.id)).toBe(1_000);

    const [cash] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, '1000'));
    expect(cash?.companyId).toBe(companyId);
    expect(cash?.balance).toBe(-5_000);
  });

  it('refuses a paid invoice, another member’s invoice and a direct debit typed by hand, and books nothing', async () => {
    const other = await buildMember(t.db, ['member'], companyId);
    const theirs = await buildIssuedInvoice(t.db, companyId, other.membership.id);
    const before = await balance(pilot.membership.id);
    const foreign = await accounting.post(`/api/memberships/${pilot.membership.id}/payments`, {
      amount: 100,
      method: 'transfer',
      invoice_ids: [theirs.id],
      paid_at: '2026-11-10',
    });
    expect(foreign.statusCode).toBe(409);
    expect(json(foreign).code).toBe('payments.invoice_not_open');
    expect(await balance(pilot.membership.id)).toBe(before);
    const debit = await accounting.post(`/api/memberships/${pilot.membership.id}/payments`, {
      amount: 100,
      method: 'direct_debit',
      paid_at: '2026-11-10',
    });
    expect(debit.statusCode).toBe(422);
    const future = await accounting.post(`/api/memberships/${pilot.membership.id}/payments`, {
      amount: 100,
      method: 'transfer',
      paid_at: '2999-01-01',
    });
    expect(future.statusCode).toBe(422);
    expect(await t.db.select().from(paymentAllocations).where(eq(paymentAllocations.invoiceId, theirs.id))).toEqual([]);
  });

  it('lets the member read their own payments but not record one, and not read another member’s', async () => {
    const own = await pilotClient.get(`/api/memberships/${pilot.membership.id}/payments`);
    expect(own.statusCode, own.body).toBe(200);
    expect(json<{ data: PaymentBody[] }>(own).data.map((payment) => payment.amount)).toEqual([5_000, 10_000]);
    const record = await pilotClient.post(`/api/memberships/${pilot.membership.id}/payments`, {
      amount: 100,
      method: 'cash',
      paid_at: '2026-11-10',
    });
    expect(record.statusCode).toBe(403);
    const other = await buildMember(t.db, ['member'], companyId);
    expect((await pilotClient.get(`/api/memberships/${other.membership.id}/payments`)).statusCode).toBe(403);
    const guest = new TestClient(t.app);
    expect((await guest.get(`/api/memberships/${pilot.membership.id}/payments`)).statusCode).toBe(401);
  });
});
