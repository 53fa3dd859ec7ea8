import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { signIn, TestClient } from '../../../../test/client';
import { testDatabaseKind } from '../../../../test/database';
import { buildCompany, buildMember } from '../../../../test/factories';
import { buildBilling, buildInvoice } from '../../../../test/factories/invoices';
import { invoices, mailAttachments, mailOutbox } from '../../../db/schema';

const codeOf = (response: { json(): unknown }) => (response.json() as { code: string }).code;

describe(`invoice documents over HTTP on ${testDatabaseKind}`, () => {
  const t = useTestApp();
  let companyId: number;
  let pilot: Awaited<ReturnType<typeof buildMember>>;
  let pilotClient: TestClient;
  let otherMember: TestClient;
  let accounting: TestClient;
  let outsider: TestClient;
  let issuedId: number;
  let draftId: number;

  beforeAll(async () => {
    companyId = (
      await buildCompany(t.db, {
        name: 'LSV Dokumente',
        street: 'Am Flugplatz 1',
        postalCode: '12345',
        city: 'Musterstadt',
        email: 'kasse@lsv.example',
      })
    ).id;
    await buildBilling(t.db, companyId);
    pilot = await buildMember(t.db, ['member'], companyId);
    pilotClient = await signIn(t.app, pilot.user.email);
    otherMember = await signIn(t.app, (await buildMember(t.db, ['member'], companyId)).user.email);
    accounting = await signIn(t.app, (await buildMember(t.db, ['accounting'], companyId)).user.email);
    outsider = await signIn(t.app, (await buildMember(t.db, ['admin', 'accounting'])).user.email);
    issuedId = (await buildInvoice(t.db, companyId, { membershipId: pilot.membership.id, recipientEmail: null })).id;
    draftId = (await buildInvoice(t.db, companyId, { membershipId: pilot.membership.id, number: null })).id;
  });

  it('answers 401 to a guest on every document route', async () => {
    const guest = new TestClient(t.app);
    expect((await guest.get(`/api/invoices/${issuedId}/pdf`)).statusCode).toBe(401);
    expect((await guest.get(`/api/invoices/${issuedId}/xrechnung.xml`)).statusCode).toBe(401);
    expect((await guest.post(`/api/invoices/${issuedId}/send`)).statusCode).toBe(401);
  });

  it('gives the member their own issued invoice as PDF, ZUGFeRD and XRechnung', async () => {
    const pdf = await pilotClient.get(`/api/invoices/${issuedId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="2026-\d{5}\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const zugferd = await pilotClient.get(`/api/invoices/${issuedId}/pdf?format=zugferd`);
    expect(zugferd.statusCode).toBe(200);
    expect(zugferd.rawPayload.toString('latin1')).toContain('factur-x.xml');
    const xml = await pilotClient.get(`/api/invoices/${issuedId}/xrechnung.xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.body).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0');
  });

  it('keeps drafts, other members’ invoices and sending from the member, and other companies’ invoices hidden', async () => {
    expect((await pilotClient.get(`/api/invoices/${draftId}/pdf`)).statusCode).toBe(403);
    expect((await otherMember.get(`/api/invoices/${issuedId}/pdf`)).statusCode).toBe(403);
    expect((await otherMember.get(`/api/invoices/${issuedId}/xrechnung.xml`)).statusCode).toBe(403);
    const send = await pilotClient.post(`/api/invoices/${issuedId}/send`);
    expect(send.statusCode).toBe(403);
    expect(codeOf(send)).toBe('invoice_documents.forbidden');
    expect((await outsider.get(`/api/invoices/${issuedId}/pdf`)).statusCode).toBe(404);
    expect((await accounting.get('/api/invoices/999999/pdf')).statusCode).toBe(404);
  });

  it('shows accounting a draft as a preview PDF, but no e-invoice of it', async () => {
    const preview = await accounting.get(`/api/invoices/${draftId}/pdf`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toBe(`inline; filename="draft-${draftId}.pdf"`);
    const xml = await accounting.get(`/api/invoices/${draftId}/xrechnung.xml`);
    expect(xml.statusCode).toBe(409);
    expect(codeOf(xml)).toBe('invoice_documents.draft_no_e_invoice');
    expect((await accounting.get(`/api/invoices/${draftId}/pdf?format=zugferd`)).statusCode).toBe(409);
    expect((await accounting.get(`/api/invoices/${draftId}/pdf?format=docx`)).statusCode).toBe(422);
  });

  it('makes no XRechnung without both parties’ email addresses', async () => {
    const guest = await buildInvoice(t.db, companyId, { recipientName: 'Gast', recipientEmail: null });
    const response = await accounting.get(`/api/invoices/${guest.id}/xrechnung.xml`);
    expect(response.statusCode).toBe(409);
    expect(codeOf(response)).toBe('invoice_documents.e_invoice_needs_email');
    expect((await accounting.get(`/api/invoices/${guest.id}/pdf?format=zugferd`)).statusCode).toBe(200);
  });

  it('sends an issued invoice again to the member with its PDF attached, and records when', async () => {
    const response = await accounting.post(`/api/invoices/${issuedId}/send`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, issuedId));
    expect(data).toEqual({ id: issuedId, number: invoice?.number, sent_at: invoice?.sentAt?.toISOString() });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, pilot.user.email), eq(mailOutbox.subject, `Rechnung ${invoice?.number} von LSV Dokumente`)),
      );
    expect(mail?.body).toMatch(/366,40\s€/);
    expect(mail?.body).toContain('fällig am 16.11.2026');
    const [attachment] = await t.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, mail?.id ?? 0));
    expect(attachment).toMatchObject({ filename: `${invoice?.number}.pdf`, contentType: 'application/pdf' });
    expect(attachment?.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses to send a draft or an invoice without an address', async () => {
    const draft = await accounting.post(`/api/invoices/${draftId}/send`);
    expect(draft.statusCode).toBe(409);
    expect(codeOf(draft)).toBe('invoice_documents.draft_not_sent');
    const guestInvoice = await buildInvoice(t.db, companyId, { recipientName: 'Gast', recipientEmail: null });
    const noAddress = await accounting.post(`/api/invoices/${guestInvoice.id}/send`);
    expect(noAddress.statusCode).toBe(409);
    expect(codeOf(noAddress)).toBe('invoice_documents.no_email');
  });
});
