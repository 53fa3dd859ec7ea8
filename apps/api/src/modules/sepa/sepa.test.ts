import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { isValidIBAN } from 'ibantools';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { testDatabaseKind } from '../../../test/database';
import { buildCompany, buildMember } from '../../../test/factories';
import { buildIssuedInvoice } from '../../../test/factories/issued-invoices';
import { companyBilling, invoices, ledgerAccounts, mailOutbox } from '../../db/schema';
import { addDays, utcToday } from '../../lib/dates';

type Collection = {
  id: number;
  status: string;
  control_sum: number;
  items: { invoice_id: number; sequence: string; status: string; amount: number }[];
};
interface DebitXml {
  DrctDbtTx: { MndtRltdInf: { MndtId: string; DtOfSgntr: string } };
  InstdAmt: { '#text': string; '@_Ccy': string };
  Dbtr: { Nm: string };
  DbtrAcct: { Id: { IBAN: string } };
  RmtInf: { Ustrd: string };
  PmtId: { EndToEndId: string };
}
const SEPA_CHARACTERS = /^[A-Za-z0-9/?:().,'+\- ]*$/;

describe(`SEPA mandates and direct debit runs on ${testDatabaseKind}`, () => {
  const t = useTestApp();
  let companyId: number;
  let accounting: TestClient;
  let pilot: Awaited<ReturnType<typeof buildMember>>;
  let pilotClient: TestClient;
  let second: Awaited<ReturnType<typeof buildMember>>;

  const invoiceOf = async (id: number) => {
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, id));
    return row;
  };
  const balance = async (membershipId: number) => {
    const [row] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.membershipId, membershipId));
    return row?.balance;
  };

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Luftsportverein Müller-Lüdenscheid e.V.' })).id;
    await t.db.insert(companyBilling).values({
      companyId,
      accountHolder: 'Luftsportverein Müller-Lüdenscheid e.V.',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      creditorId: 'DE98ZZZ09999999999',
    });
    accounting = await signIn(t.app, (await buildMember(t.db, ['accounting'], companyId)).user.email);
    pilot = await buildMember(t.db, ['member'], companyId);
    pilotClient = await signIn(t.app, pilot.user.email);
    second = await buildMember(t.db, ['member'], companyId);
  });

  it('keeps a member’s mandate: IBAN checked by its check digits, shown to the member, changed only by accounting', async () => {
    const url = `/api/memberships/${pilot.membership.id}/sepa-mandate`;
    expect(json(await pilotClient.get(url)).data).toBeNull();
    const mandate = {
      reference: 'LSV-0001',
      signed_on: '2026-01-15',
      account_holder: 'Jürgen Größ',
      iban: 'de02 1203 0000 0000 2020 51',
    };
    expect((await pilotClient.put(url, mandate)).statusCode).toBe(403);
    const wrongDigits = await accounting.put(url, { ...mandate, iban: 'DE03120300000000202051' });
    expect(wrongDigits.statusCode).toBe(422);
    expect(json<{ error_codes: Record<string, { code: string }[]> }>(wrongDigits).error_codes.iban?.[0]?.code).toBe(
      'sepa.iban_invalid',
    );
    const saved = await accounting.put(url, mandate);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data).toMatchObject({ iban: 'DE02120300000000202051', next_sequence: 'FRST', bic: null });
    expect(json(await pilotClient.get(url)).data).toMatchObject({ reference: 'LSV-0001' });
    const taken = await accounting.put(`/api/memberships/${second.membership.id}/sepa-mandate`, mandate);
    expect(taken.statusCode).toBe(409);
    const own = await accounting.put(`/api/memberships/${second.membership.id}/sepa-mandate`, {
      ...mandate,
      reference: 'LSV-0002',
      account_holder: 'Åse Øvergård',
      iban: 'DE75512108001245126199',
      bic: 'SOGEDEFFXXX',
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('collects open invoices in a pain.008.001.08 file the rulebook accepts, with a pre-notification to each member', async () => {
    const first = await buildIssuedInvoice(t.db, companyId, pilot.membership.id, { gross: 12_345 });
    const other = await buildIssuedInvoice(t.db, companyId, second.membership.id, { gross: 6_010 });
    const candidates = json<{ data: { invoice_id: number }[] }>(
      await accounting.get(`/api/companies/${companyId}/sepa-collections/candidates`),
    );
    expect(candidates.data.map((row) => row.invoice_id).sort()).toEqual([first.id, other.id].sort());

    const date = addDays(utcToday(), 5);
    const made = await accounting.post(`/api/companies/${companyId}/sepa-collections`, {
      invoice_ids: [first.id, other.id],
      collection_date: date,
    });
    expect(made.statusCode, made.body).toBe(201);
    const collection = json<{ data: Collection }>(made).data;
    expect(collection).toMatchObject({ status: 'exported', control_sum: 18_355 });
    expect(collection.items.map((item) => item.sequence)).toEqual(['FRST', 'FRST']);
    expect((await invoiceOf(first.id))?.collectionPending).toBe(true);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, pilot.user.email));
    expect(mails.map((mail) => mail.subject)).toEqual(['Ankündigung der SEPA-Lastschrift: 123,45\u00a0€']);
    expect(mails[0]?.body).toContain('Mandatsreferenz: LSV-0001');
    expect(mails[0]?.body).toContain('Gläubiger-ID: DE98ZZZ09999999999');

    const again = await accounting.post(`/api/companies/${companyId}/sepa-collections`, {
      invoice_ids: [first.id],
      collection_date: date,
    });
    expect(again.statusCode).toBe(409);

    const file = await accounting.get(`/api/sepa-collections/${collection.id}/xml`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    const xml = new XMLParser({
      ignoreAttributes: false,
      parseTagValue: false,
      isArray: (name) => ['PmtInf', 'DrctDbtTxInf'].includes(name),
    }).parse(file.body);
    expect(xml.Document['@_xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    const root = xml.Document.CstmrDrctDbtInitn;
    expect(root.GrpHdr.NbOfTxs).toBe('2');
    expect(root.GrpHdr.CtrlSum).toBe('183.55');
    const transactions: DebitXml[] = root.PmtInf.flatMap((info: { DrctDbtTxInf: DebitXml[] }) => info.DrctDbtTxInf);
    expect(transactions).toHaveLength(2);
    for (const info of root.PmtInf) {
      expect(info.CdtrSchmeId.Id.PrvtId.Othr.Id).toBe('DE98ZZZ09999999999');
      expect(info.PmtTpInf.SeqTp).toBe('FRST');
      expect(info.PmtTpInf.LclInstrm.Cd).toBe('CORE');
      expect(info.ReqdColltnDt).toBe(date);
      expect(isValidIBAN(info.CdtrAcct.Id.IBAN)).toBe(true);
      expect(info.Cdtr.Nm).toMatch(SEPA_CHARACTERS);
      expect(info.Cdtr.Nm).toBe('Luftsportverein Mueller-Luedenscheid e.V.');
    }
    const byMandate = Object.fromEntries(transactions.map((tx) => [tx.DrctDbtTx.MndtRltdInf.MndtId, tx]));
    expect(byMandate['LSV-0001']?.DrctDbtTx.MndtRltdInf.DtOfSgntr).toBe('2026-01-15');
    expect(byMandate['LSV-0001']?.InstdAmt['#text']).toBe('123.45');
    expect(byMandate['LSV-0001']?.InstdAmt['@_Ccy']).toBe('EUR');
    expect(byMandate['LSV-0001']?.Dbtr.Nm).toBe('Juergen Groess');
    expect(byMandate['LSV-0002']?.Dbtr.Nm).toBe('Ase Overgard');
    for (const tx of transactions) {
      expect(isValidIBAN(tx.DbtrAcct.Id.IBAN)).toBe(true);
      for (const text of [tx.Dbtr.Nm, tx.RmtInf.Ustrd, tx.PmtId.EndToEndId, tx.DrctDbtTx.MndtRltdInf.MndtId]) {
        expect(text).toMatch(SEPA_CHARACTERS);
      }
    }

    // The mandates have been used: the next run collects them as recurring.
    const later = await buildIssuedInvoice(t.db, companyId, pilot.membership.id, { gross: 1_000 });
    const recurring = await accounting.post(`/api/companies/${companyId}/sepa-collections`, {
      invoice_ids: [later.id],
      collection_date: date,
      format: 'pain.008.001.02',
    });
    expect(json<{ data: Collection }>(recurring).data.items[0]?.sequence).toBe('RCUR');
    const old = await accounting.get(`/api/sepa-collections/${json<{ data: Collection }>(recurring).data.id}/xml`);
    expect(old.body).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"');
    expect(old.body).toContain('<SeqTp>RCUR</SeqTp>');
  });

  it('books a direct debit payment per item on confirmation, and a return reopens the invoice and charges the fee', async () => {
    const list = json<{ data: Collection[] }>(await accounting.get(`/api/companies/${companyId}/sepa-collections`));
    const run = list.data.find((row) => row.control_sum === 18_355) as Collection;
    const [item] = run.items.filter((row) => row.amount === 12_345);
    if (!item) throw new Error('no item');
    const before = await balance(pilot.membership.id);
    const early = await accounting.post(`/api/sepa-collections/${run.id}/returns`, { invoice_id: item.invoice_id });
    expect(early.statusCode).toBe(409);

    const confirmed = await accounting.post(`/api/sepa-collections/${run.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(json<{ data: Collection }>(confirmed).data.items.map((row) => row.status)).toEqual(['collected', 'collected']);
    expect(await invoiceOf(item.invoice_id)).toMatchObject({ status: 'paid', paidAmount: 12_345, collectionPending: false });
    expect(await balance(pilot.membership.id)).toBe((before ?? 0) + 12_345);
    expect((await accounting.post(`/api/sepa-collections/${run.id}/confirm`)).statusCode).toBe(409);

    const returned = await accounting.post(`/api/sepa-collections/${run.id}/returns`, { invoice_id: item.invoice_id, fee: 350 });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await invoiceOf(item.invoice_id)).toMatchObject({ status: 'issued', paidAmount: 0 });
    expect(await balance(pilot.membership.id)).toBe((before ?? 0) - 350);
    const payments = json<{ data: { method: string; returned: boolean }[] }>(
      await pilotClient.get(`/api/memberships/${pilot.membership.id}/payments`),
    );
    expect(payments.data).toEqual([expect.objectContaining({ method: 'direct_debit', returned: true })]);
    expect((await accounting.post(`/api/sepa-collections/${run.id}/returns`, { invoice_id: item.invoice_id })).statusCode).toBe(
      409,
    );
  });

  it('keeps runs to accounting, and refuses a run without the club’s creditor identifier', async () => {
    expect((await pilotClient.get(`/api/companies/${companyId}/sepa-collections`)).statusCode).toBe(403);
    const bare = await buildCompany(t.db);
    const keeper = await signIn(t.app, (await buildMember(t.db, ['accounting'], bare.id)).user.email);
    const member = await buildMember(t.db, ['member'], bare.id);
    const invoice = await buildIssuedInvoice(t.db, bare.id, member.membership.id);
    const refused = await keeper.post(`/api/companies/${bare.id}/sepa-collections`, {
      invoice_ids: [invoice.id],
      collection_date: addDays(utcToday(), 3),
    });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).code).toBe('sepa.creditor_missing');
  });
});
