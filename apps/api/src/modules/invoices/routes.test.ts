import type { Invoice, InvoiceRunResult } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { testDatabaseKind } from '../../../test/database';
import { buildCompany, buildMember } from '../../../test/factories';
import { buildChargedFlight } from '../../../test/factories/charged-flights';
import { buildFee } from '../../../test/factories/fleet';
import { chargeLines, flights, invoices, ledgerAccounts, mailAttachments, mailOutbox } from '../../db/schema';
import { todayIn } from '../../lib/dates';

const codesOf = (response: { json(): unknown }) =>
  (response.json() as { error_codes: Record<string, Array<{ code: string }>> }).error_codes;
const data = <T = Invoice>(response: { json(): unknown }) => (response.json() as { data: T }).data;

describe(`invoices over HTTP on ${testDatabaseKind}`, () => {
  const t = useTestApp();
  let companyId: number;
  let accounting: TestClient;
  let pilot: Awaited<ReturnType<typeof buildMember>>;
  let pilotClient: TestClient;
  let year: number;

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Luftsportverein Rechnung' })).id;
    pilot = await buildMember(t.db, ['member'], companyId);
    pilotClient = await signIn(t.app, pilot.user.email);
    accounting = await signIn(t.app, (await buildMember(t.db, ['accounting'], companyId)).user.email);
    year = Number(todayIn('Europe/Berlin').slice(0, 4));
  });

  const balanceOf = async (membershipId: number) => {
    const [account] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.membershipId, membershipId));
    return account?.balance;
  };

  it('keeps the billing details: defaults first, then saved in their electronic form; bad ones are refused by field', async () => {
    const url = `/api/companies/${companyId}/billing`;
    const before = await accounting.get(url);
    expect(before.statusCode, before.body).toBe(200);
    expect(data(before)).toMatchObject({ iban: null, number_pattern: '{YYYY}-{NNNNN}', payment_terms_days: 14 });
    const saved = await accounting.put(url, {
      tax_number: '12/345/67890',
      account_holder: 'Luftsportverein Rechnung e.V.',
      iban: 'de89 3704 0044 0532 0130 00',
      bic: 'cobadeffxxx',
      creditor_id: 'DE98 ZZZ0 9999 9999 99',
      payment_terms_days: 10,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(data(saved)).toMatchObject({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      creditor_id: 'DE98ZZZ09999999999',
      vat_id: null,
      payment_terms_days: 10,
    });
    const bad = await accounting.put(url, {
      iban: 'DE89370400440532013001',
      bic: 'NOTABIC',
      creditor_id: 'DE97ZZZ09999999999',
      number_pattern: 'R-{YY}',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(codesOf(bad)).sort()).toEqual(['bic', 'creditor_id', 'iban', 'number_pattern']);
    expect(codesOf(bad).iban?.[0]?.code).toBe('invoice.iban_invalid');
    const foreignFee = await buildFee(t.db, (await buildCompany(t.db)).id);
    const fee = await accounting.put(url, { reminder_fee_id: foreignFee.id });
    expect(codesOf(fee).reminder_fee_id?.[0]?.code).toBe('invoice.reminder_fee_unknown');
    expect((await pilotClient.get(url)).statusCode).toBe(403);
    expect((await pilotClient.put(url, {})).statusCode).toBe(403);
    // Back to the default pattern and terms the other tests count on.
    await accounting.put(url, { iban: 'DE89370400440532013000' });
  });

  it('drafts an invoice of a member’s unbilled charges of the period with typed lines, changes and deletes it', async () => {
    const member = await buildMember(t.db, ['member'], companyId);
    const inPeriod = await buildChargedFlight(t.db, companyId, member.membership.id, { gross: 11_900, day: '2026-03-10' });
    await buildChargedFlight(t.db, companyId, member.membership.id, { gross: 5_000, day: '2026-04-02' });
    const created = await accounting.post(`/api/companies/${companyId}/invoices`, {
      membership_id: member.membership.id,
      period_from: '2026-03-01',
      period_to: '2026-03-31',
      lines: [
        {
          description: 'Jahresbeitrag',
          quantity: 1,
          unit_price: 24_000,
          vat_rate: 0,
          tax_sphere: 'ideell',
          revenue_account: '8100',
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = data(created);
    expect(draft).toMatchObject({ status: 'draft', number: null, recipient: { name: member.user.name }, line_count: 2 });
    expect(draft.lines?.map((line) => [line.source, line.charge_line_id, line.gross, line.service_date])).toEqual([
      ['charge', inPeriod.line.id, 11_900, '2026-03-10'],
      ['manual', null, 24_000, null],
    ]);
    expect(draft.vat_breakdown).toEqual([
      { vat_rate: 0, net: 24_000, vat: 0, gross: 24_000 },
      { vat_rate: 1900, net: 10_000, vat: 1_900, gross: 11_900 },
    ]);
    expect([draft.total_net, draft.total_vat, draft.total_gross]).toEqual([34_000, 1_900, 35_900]);

    const changed = await accounting.patch(`/api/invoices/${draft.id}`, {
      note: 'Danke für Ihren Einsatz',
      lines: [{ description: 'Schulungsmaterial', quantity: 2, unit_price: 1_190, vat_rate: 1900 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(data(changed)).toMatchObject({ note: 'Danke für Ihren Einsatz', total_gross: 11_900 + 2_380 });
    expect(data(changed).lines?.at(-1)).toMatchObject({ source: 'manual', net: 2_000, vat: 380, unit: 'pieces' });

    expect((await pilotClient.get(`/api/invoices/${draft.id}`)).statusCode).toBe(403);
    expect((await accounting.delete(`/api/invoices/${draft.id}`)).statusCode).toBe(204);
    expect((await accounting.get(`/api/invoices/${draft.id}`)).statusCode).toBe(404);
  });

  it('issues with the next number, bills the charges and books typed lines; the issued invoice is never changed (409, and the database refuses)', async () => {
    const member = await buildMember(t.db, ['member'], companyId);
    const charged = await buildChargedFlight(t.db, companyId, member.membership.id, { gross: 8_000 });
    const draft = data(
      await accounting.post(`/api/companies/${companyId}/invoices`, {
        membership_id: member.membership.id,
        lines: [{ description: 'Theorieabend', quantity: 1, unit_price: 3_000 }],
      }),
    );
    const balanceBefore = await balanceOf(member.membership.id);
    const issued = await accounting.post(`/api/invoices/${draft.id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    const invoice = data(issued);
    expect(invoice.status).toBe('issued');
    expect(invoice.number).toMatch(new RegExp(`^${year}-\\d{5}$`));
    expect(invoice.due_at).toBe(addDaysTo(todayIn('Europe/Berlin'), 14));
    expect(invoice.overdue).toBe(false);
    expect(invoice.sent_at).not.toBeNull();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, member.user.email));
    expect(mail?.subject).toBe(`Rechnung ${invoice.number} von Luftsportverein Rechnung`);
    const attached = await t.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, mail?.id ?? 0));
    expect(attached.map((file) => file.contentType)).toEqual(['application/pdf']);
    // The flight was charged when recorded; only the typed line moves the balance.
    expect(await balanceOf(member.membership.id)).toBe((balanceBefore ?? 0) - 3_000);
    const [line] = await t.db.select().from(chargeLines).where(eq(chargeLines.id, charged.line.id));
    expect(line?.status).toBe('billed');
    const [flight] = await t.db.select().from(flights).where(eq(flights.id, charged.flight.id));
    expect(flight?.status).toBe('billed');

    const patch = await accounting.patch(`/api/invoices/${draft.id}`, { note: 'x' });
    expect(patch.statusCode).toBe(409);
    expect(json(patch).code).toBe('invoice.issued');
    expect((await accounting.delete(`/api/invoices/${draft.id}`)).statusCode).toBe(409);
    expect((await accounting.post(`/api/invoices/${draft.id}/issue`)).statusCode).toBe(409);
    await expect(
      t.db.update(invoices).set({ totalNet: 1, totalGross: 1, totalVat: 0 }).where(eq(invoices.id, draft.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(invoices).where(eq(invoices.id, draft.id))).rejects.toThrow();
    await expect(t.db.execute(sql`update invoice_lines set description = 'x' where invoice_id = ${draft.id}`)).rejects.toThrow();

    // The member reads it (issued, their own), in their list too; another member does not.
    const own = await signIn(t.app, member.user.email);
    expect((await own.get(`/api/invoices/${draft.id}`)).statusCode).toBe(200);
    const list = json<{ data: Invoice[]; sums: { open: number } }>(
      await own.get(`/api/memberships/${member.membership.id}/invoices`),
    );
    expect(list.data.map((row) => row.id)).toEqual([draft.id]);
    expect(list.sums.open).toBe(11_000);
    expect((await pilotClient.get(`/api/invoices/${draft.id}`)).statusCode).toBe(403);
    expect((await pilotClient.get(`/api/memberships/${member.membership.id}/invoices`)).statusCode).toBe(403);
  });

  it('issues a draft whose flight was re-priced meanwhile with the lines it still has, totals to match', async () => {
    const member = await buildMember(t.db, ['member'], companyId);
    const corrected = await buildChargedFlight(t.db, companyId, member.membership.id, { gross: 9_000 });
    const draft = data(
      await accounting.post(`/api/companies/${companyId}/invoices`, {
        membership_id: member.membership.id,
        lines: [{ description: 'Theorieabend', quantity: 1, unit_price: 3_000 }],
      }),
    );
    expect(draft.total_gross).toBe(12_000);
    // A correction before billing replaces the flight's unbilled lines: the draft loses the old one.
    await t.db.delete(chargeLines).where(eq(chargeLines.id, corrected.line.id));
    const issued = data(await accounting.post(`/api/invoices/${draft.id}/issue`));
    expect([issued.total_gross, issued.lines?.map((line) => line.gross)]).toEqual([3_000, [3_000]]);
  });

  it('refuses to issue an empty draft (422) and books an invoice to a non-member on receivables 1400', async () => {
    const empty = data(
      await accounting.post(`/api/companies/${companyId}/invoices`, { recipient: { name: 'Gast', email: 'gast@example.org' } }),
    );
    const refused = await accounting.post(`/api/invoices/${empty.id}/issue`);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).code).toBe('invoice.empty');
    const guest = await accounting.patch(`/api/invoices/${empty.id}`, {
      lines: [{ description: 'Landegebühr D-EABC', quantity: 1, unit_price: 1_500, vat_rate: 1900 }],
    });
    expect(guest.statusCode, guest.body).toBe(200);
    expect(data(await accounting.post(`/api/invoices/${empty.id}/issue`)).status).toBe('issued');
    const [receivables] = await t.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.companyId, companyId))
      .then((rows) => rows.filter((row) => row.code === '1400'));
    expect(receivables).toMatchObject({ kind: 'receivable', balance: -1_500 });
    const both = await accounting.post(`/api/companies/${companyId}/invoices`, {
      membership_id: pilot.membership.id,
      recipient: { name: 'Gast' },
    });
    expect(Object.keys(codesOf(both))).toEqual(['recipient']);
    const none = await accounting.post(`/api/companies/${companyId}/invoices`, {});
    expect(codesOf(none).membership_id?.[0]?.code).toBe('invoice.recipient_required');
  });

  it('cancels by a cancellation invoice of its own number; the charges are billed again by a later invoice', async () => {
    const member = await buildMember(t.db, ['member'], companyId);
    const charged = await buildChargedFlight(t.db, companyId, member.membership.id, { gross: 6_000 });
    const draft = data(
      await accounting.post(`/api/companies/${companyId}/invoices`, {
        membership_id: member.membership.id,
        lines: [{ description: 'Einweisung', quantity: 1, unit_price: 2_000 }],
      }),
    );
    const original = data(await accounting.post(`/api/invoices/${draft.id}/issue`));
    const balanceIssued = await balanceOf(member.membership.id);
    const cancelled = await accounting.post(`/api/invoices/${draft.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    const cancellation = data(cancelled);
    expect(cancellation).toMatchObject({
      kind: 'cancellation',
      status: 'issued',
      cancels_invoice_id: draft.id,
      total_gross: -8_000,
      overdue: false,
    });
    const sequence = (number: string | null) => Number(number?.slice(-5));
    expect(sequence(cancellation.number)).toBe(sequence(original.number) + 1);
    expect(cancellation.lines?.map((line) => line.gross)).toEqual([-6_000, -2_000]);
    expect(data(await accounting.get(`/api/invoices/${draft.id}`))).toMatchObject({
      status: 'cancelled',
      cancelled_by_invoice_id: cancellation.id,
    });
    // The typed line's booking is reversed; the flight's charge stays on the account, unbilled again.
    expect(await balanceOf(member.membership.id)).toBe((balanceIssued ?? 0) + 2_000);
    const [line] = await t.db.select().from(chargeLines).where(eq(chargeLines.id, charged.line.id));
    expect(line?.status).toBe('unbilled');
    const [flight] = await t.db.select().from(flights).where(eq(flights.id, charged.flight.id));
    expect(flight?.status).toBe('recorded');

    const again = await accounting.post(`/api/invoices/${draft.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('invoice.already_cancelled');
    expect(json(await accounting.post(`/api/invoices/${cancellation.id}/cancel`)).code).toBe('invoice.cancellation_final');

    const rebill = data(await accounting.post(`/api/companies/${companyId}/invoices`, { membership_id: member.membership.id }));
    expect(rebill.lines?.map((row) => row.charge_line_id)).toEqual([charged.line.id]);
    expect(data(await accounting.post(`/api/invoices/${rebill.id}/issue`)).status).toBe('issued');
  });

  it('runs the month end: a preview writes nothing, the run writes a draft per member, issuing all numbers them in a row', async () => {
    const run = await buildCompany(t.db, { name: 'Fliegerclub Lauf' });
    const keeper = await signIn(t.app, (await buildMember(t.db, ['accounting'], run.id)).user.email);
    const members = [await buildMember(t.db, ['member'], run.id), await buildMember(t.db, ['member'], run.id)];
    for (const member of members) {
      await buildChargedFlight(t.db, run.id, member.membership.id, { gross: 10_000, day: '2026-05-03' });
      await buildChargedFlight(t.db, run.id, member.membership.id, { gross: 2_500, day: '2026-05-20' });
    }
    await buildChargedFlight(t.db, run.id, members[0]?.membership.id as number, { gross: 999, day: '2026-06-01' });
    const url = `/api/companies/${run.id}/invoice-runs`;
    const preview = await keeper.post(url, { period_from: '2026-05-01', period_to: '2026-05-31', dry_run: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const planned = data<InvoiceRunResult>(preview);
    expect(planned.drafts.map((draft) => [draft.line_count, draft.total_gross, draft.invoice_id])).toEqual([
      [2, 12_500, null],
      [2, 12_500, null],
    ]);
    expect(planned.total_gross).toBe(25_000);
    expect((await t.db.select().from(invoices).where(eq(invoices.companyId, run.id))).length).toBe(0);

    const written = data<InvoiceRunResult>(
      await keeper.post(url, { period_from: '2026-05-01', period_to: '2026-05-31', dry_run: false }),
    );
    const ids = written.drafts.map((draft) => draft.invoice_id as number);
    expect(ids.every((id) => id > 0)).toBe(true);
    // What a draft holds is not drafted twice.
    expect(data<InvoiceRunResult>(await keeper.post(url, { period_from: '2026-05-01', period_to: '2026-05-31' })).drafts).toEqual(
      [],
    );

    const issued = await keeper.post(`/api/companies/${run.id}/invoices/issue`, { invoice_ids: ids });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(data<Array<{ number: string }>>(issued).map((row) => row.number)).toEqual([`${year}-00001`, `${year}-00002`]);
    const list = json<{ data: Invoice[]; sums: { total_gross: number; open: number } }>(
      await keeper.get(`/api/companies/${run.id}/invoices?status=issued`),
    );
    expect(list.data).toHaveLength(2);
    expect(list.sums).toMatchObject({ total_gross: 25_000, open: 25_000 });
    const summary = json<{ data: { open_invoices: { count: number; amount: number } } }>(
      await keeper.get(`/api/companies/${run.id}/accounting/summary`),
    );
    expect(summary.data.open_invoices).toEqual({ count: 2, amount: 25_000 });
    expect((await accounting.post(`/api/companies/${run.id}/invoices/issue`, { invoice_ids: ids })).statusCode).toBe(403);
    const bad = await keeper.post(url, { period_from: '2026-05-31', period_to: '2026-05-01' });
    expect(codesOf(bad).period_to?.[0]?.code).toBe('invoice.period_order');
  });

  it('keeps members and instructors out of accounting’s invoice work (403)', async () => {
    const instructor = await signIn(t.app, (await buildMember(t.db, ['instructor'], companyId)).user.email);
    const draft = data(
      await accounting.post(`/api/companies/${companyId}/invoices`, {
        recipient: { name: 'Gast' },
        lines: [{ description: 'Rundflug', quantity: 1, unit_price: 9_000 }],
      }),
    );
    for (const client of [pilotClient, instructor]) {
      const statuses = [
        (await client.get(`/api/companies/${companyId}/invoices`)).statusCode,
        (await client.post(`/api/companies/${companyId}/invoices`, { recipient: { name: 'Gast' } })).statusCode,
        (await client.post(`/api/companies/${companyId}/invoice-runs`, { period_from: '2026-01-01', period_to: '2026-01-31' }))
          .statusCode,
        (await client.post(`/api/companies/${companyId}/invoices/issue`, { invoice_ids: [draft.id] })).statusCode,
        (await client.get(`/api/invoices/${draft.id}`)).statusCode,
        (await client.patch(`/api/invoices/${draft.id}`, { note: 'x' })).statusCode,
        (await client.delete(`/api/invoices/${draft.id}`)).statusCode,
        (await client.post(`/api/invoices/${draft.id}/issue`)).statusCode,
        (await client.post(`/api/invoices/${draft.id}/cancel`)).statusCode,
      ];
      expect(statuses).toEqual(Array(9).fill(403));
    }
  });

  it('lists with filters: status, member, overdue and search', async () => {
    const member = await buildMember(t.db, ['member'], companyId);
    await buildChargedFlight(t.db, companyId, member.membership.id, { gross: 4_200 });
    const draft = data(await accounting.post(`/api/companies/${companyId}/invoices`, { membership_id: member.membership.id }));
    const issued = data(await accounting.post(`/api/invoices/${draft.id}/issue`));
    // An invoice issued a month ago, due two weeks ago (written directly: issuing always dates today).
    const [late] = await t.db
      .insert(invoices)
      .values({
        companyId,
        status: 'issued',
        number: 'ALT-1',
        membershipId: member.membership.id,
        recipientName: member.user.name,
        issuedAt: new Date(Date.now() - 30 * 86_400_000),
        dueAt: addDaysTo(todayIn('Europe/Berlin'), -14),
        currency: 'EUR',
        totalNet: 1_000,
        totalGross: 1_000,
      })
      .returning();
    const base = `/api/companies/${companyId}/invoices`;
    const byMember = json<{ data: Invoice[] }>(await accounting.get(`${base}?membership_id=${member.membership.id}`));
    expect(byMember.data.map((row) => row.id)).toEqual([draft.id, late?.id]);
    const found = json<{ data: Invoice[] }>(await accounting.get(`${base}?search=${issued.number}`));
    expect(found.data.map((row) => row.id)).toEqual([draft.id]);
    const drafts = json<{ data: Invoice[] }>(await accounting.get(`${base}?status=draft&paginate=false`));
    expect(drafts.data.every((row) => row.status === 'draft')).toBe(true);
    const overdue = json<{ data: Invoice[] }>(await accounting.get(`${base}?overdue=true`));
    expect(overdue.data.map((row) => [row.id, row.overdue])).toEqual([[late?.id, true]]);
    const summary = json<{ data: { overdue_invoices: { count: number; amount: number } } }>(
      await accounting.get(`/api/companies/${companyId}/accounting/summary`),
    );
    expect(summary.data.overdue_invoices).toEqual({ count: 1, amount: 1_000 });
  });
});

function addDaysTo(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
