import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn, TestClient } from '../../../test/client';
import { testDatabaseKind } from '../../../test/database';
import { buildCompany, buildMember, buildMembership, buildUser } from '../../../test/factories';
import { buildPayment } from '../../../test/factories/accounts';
import { buildInvoice } from '../../../test/factories/invoices';
import { paymentAllocations, payments } from '../../db/schema';
import { DATEV_COLUMNS } from './datev';

const fieldsOf = (line: string) => line.split(';');
const column = (name: (typeof DATEV_COLUMNS)[number]) => DATEV_COLUMNS.indexOf(name);

describe(`DATEV export on ${testDatabaseKind}`, () => {
  const t = useTestApp();
  let companyId: number;
  let accounting: TestClient;
  let member: TestClient;
  let raw: Buffer;
  let lines: string[];

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Luftsportverein Musterstadt e. V.' })).id;
    const pilotUser = await buildUser(t.db, { name: 'Jürgen Weiß' });
    const pilot = await buildMembership(t.db, companyId, pilotUser.id, { memberNumber: '1005' });
    const invoice = await buildInvoice(t.db, companyId, {
      membershipId: pilot.id,
      recipientName: 'Jürgen Weiß',
      number: '2026-00042',
    });
    await buildInvoice(t.db, companyId, {
      membershipId: pilot.id,
      recipientName: 'Jürgen Weiß',
      number: '2026-00043',
      cancelsInvoiceId: invoice.id,
      issuedAt: new Date('2026-11-20T10:00:00Z'),
      lines: [
        {
          description: 'Storno Charterzeit',
          quantity: 90,
          unit: 'minutes',
          unitPrice: -250,
          vatRate: 1900,
          taxSphere: 'zweckbetrieb',
        },
      ],
    });
    await buildInvoice(t.db, companyId, {
      recipientName: 'Gast Pilot',
      number: '2026-00044',
      issuedAt: new Date('2026-11-05T23:30:00Z'), // 6 November in Berlin
      lines: [{ description: 'Landegebühr', unitPrice: 1500, vatRate: 1900 }],
    });
    await buildInvoice(t.db, companyId, { number: '2026-00001', issuedAt: new Date('2026-10-31T12:00:00Z') });
    await buildInvoice(t.db, companyId, { number: null });
    const entry = await buildPayment(t.db, companyId, pilot.id, 20_000);
    const [payment] = await t.db
      .insert(payments)
      .values({ companyId, membershipId: pilot.id, method: 'transfer', amount: 20_000, paidAt: '2026-11-10', entryId: entry.id })
      .returning();
    if (!payment) throw new Error('no payment');
    await t.db.insert(paymentAllocations).values({ companyId, paymentId: payment.id, invoiceId: invoice.id, amount: 20_000 });
    const cash = await buildPayment(t.db, companyId, pilot.id, 5000);
    await t.db.insert(payments).values({
      companyId,
      membershipId: pilot.id,
      method: 'cash',
      amount: 5000,
      paidAt: '2026-11-11',
      reference: 'Quittung 7',
      entryId: cash.id,
    });

    accounting = await signIn(t.app, (await buildMember(t.db, ['accounting'], companyId)).user.email);
    member = await signIn(t.app, pilotUser.email);
    const response = await accounting.get(
      `/api/companies/${companyId}/exports/datev?from=2026-11-01&to=2026-11-30&consultant_number=4711&client_number=42`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(response.headers['content-disposition']).toContain('EXTF_Buchungsstapel_2026-11-01_2026-11-30.csv');
    raw = response.rawPayload;
    lines = iconv.decode(raw, 'win1252').split('\r\n');
  });

  it('writes the EXTF header of a Buchungsstapel (format 700, category 21, version 13)', () => {
    const header = fieldsOf(lines[0] ?? '');
    expect(header).toHaveLength(31);
    expect(header.slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    expect(header[5]).toMatch(/^\d{17}$/);
    expect(header.slice(10, 16)).toEqual(['4711', '42', '20260101', '4', '20261101', '20261130']);
    expect(header[21]).toBe('"EUR"');
    expect(header[26]).toBe('"03"');
    expect(fieldsOf(lines[1] ?? '')).toEqual([...DATEV_COLUMNS]);
    expect(DATEV_COLUMNS).toHaveLength(125);
    expect(lines.at(-1)).toBe('');
  });

  it('books an invoice per revenue account and rate: debtor debited, tax key, document date, number, sphere', () => {
    const rows = lines.slice(2, -1).map(fieldsOf);
    const invoiceRows = rows.filter(
      (row) => row[column('Belegfeld 1')] === '"2026-00042"' && row[column('Buchungstext')] !== '"Zahlungseingang"',
    );
    expect(
      invoiceRows.map((row) => [
        row[column('Umsatz (ohne Soll/Haben-Kz)')],
        row[column('Soll/Haben-Kennzeichen')],
        row[column('Konto')],
        row[column('Gegenkonto (ohne BU-Schlüssel)')],
        row[column('BU-Schlüssel')],
        row[column('Belegdatum')],
        row[column('Buchungstext')],
        row[column('KOST2 - Kostenstelle')],
      ]),
    ).toEqual([
      ['120,00', '"S"', '11005', '8110', '', '0211', '"Jürgen Weiß"', '"ideell"'],
      ['21,40', '"S"', '11005', '8300', '"2"', '0211', '"Jürgen Weiß"', ''],
      ['225,00', '"S"', '11005', '8400', '"3"', '0211', '"Jürgen Weiß"', '"zweckbetrieb"'],
    ]);
    for (const row of rows) expect(row).toHaveLength(125);
  });

  it('books a cancellation on the credit side, a guest against receivables, in the company’s time zone', () => {
    const rows = lines.slice(2, -1).map(fieldsOf);
    const storno = rows.find((row) => row[column('Belegfeld 1')] === '"2026-00043"');
    expect(storno?.slice(0, 10)).toEqual(['225,00', '"H"', '"EUR"', '', '', '', '11005', '8400', '"3"', '2011']);
    const guest = rows.find((row) => row[column('Belegfeld 1')] === '"2026-00044"');
    expect([guest?.[column('Konto')], guest?.[column('Belegdatum')]]).toEqual(['1400', '0611']);
    expect(rows.some((row) => row[column('Belegfeld 1')] === '"2026-00001"')).toBe(false);
  });

  it('books payments: bank or cash debited, the debtor credited, under the invoice number or the reference', () => {
    const rows = lines.slice(2, -1).map(fieldsOf);
    const paid = rows.filter((row) => row[column('Buchungstext')] === '"Zahlungseingang"');
    expect(paid.map((row) => row.slice(0, 11))).toEqual([
      ['200,00', '"S"', '"EUR"', '', '', '', '1800', '11005', '', '1011', '"2026-00042"'],
      ['50,00', '"S"', '"EUR"', '', '', '', '1000', '11005', '', '1111', '"Quittung 7"'],
    ]);
  });

  it('is written in Windows-1252', () => {
    expect(raw.includes(Buffer.from([0x4a, 0xfc, 0x72, 0x67, 0x65, 0x6e]))).toBe(true); // "Jürgen"
    expect(raw.includes(Buffer.from('ü', 'utf8'))).toBe(false);
  });

  it('is for accounting only, and refuses a period that runs backwards or across a year', async () => {
    const url = `/api/companies/${companyId}/exports/datev`;
    expect((await new TestClient(t.app).get(`${url}?from=2026-11-01&to=2026-11-30`)).statusCode).toBe(401);
    expect((await member.get(`${url}?from=2026-11-01&to=2026-11-30`)).statusCode).toBe(403);
    const backwards = await accounting.get(`${url}?from=2026-11-30&to=2026-11-01`);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toBeDefined();
    expect((await accounting.get(`${url}?from=2025-12-01&to=2026-01-31`)).statusCode).toBe(422);
    expect((await accounting.get(`${url}?from=2026-11-01`)).statusCode).toBe(422);
  });
});
