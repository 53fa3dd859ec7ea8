import type { Mailing, MailingPreview, MailingRecipient } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, TestClient } from '../../../test/client';
import { buildMember } from '../../../test/factories';
import { mailsTo } from '../../../test/factories/identity';
import { mailOutbox } from '../../db/schema';

describe('member mail', () => {
  const t = useTestApp({ APP_URL: 'https://portal.example.org' });
  let companyId: number;
  let admin: TestClient;
  let pilot: TestClient;
  let pilotEmail: string;
  let studentEmail: string;

  beforeAll(async () => {
    const board = await buildMember(t.db, ['admin']);
    companyId = board.company.id;
    admin = await signIn(t.app, board.user.email);
    pilotEmail = (await buildMember(t.db, ['member'], companyId)).user.email;
    pilot = await signIn(t.app, pilotEmail);
    studentEmail = (await buildMember(t.db, ['student'], companyId)).user.email;
  });

  const letter = { subject: 'Frühjahrsputz', body: 'Am Samstag um 9 Uhr am Hangar.', roles: ['member'] };

  it('previews, then sends to the chosen roles through the outbox with an unsubscribe link from APP_URL', async () => {
    const preview = await admin.post(`/api/companies/${companyId}/mailings/preview`, letter, { host: 'evil.example' });
    expect(json<{ data: MailingPreview }>(preview).data).toMatchObject({ recipient_count: 2, unsubscribed_count: 0 });
    const sent = await admin.post(`/api/companies/${companyId}/mailings`, letter, { host: 'evil.example' });
    expect(sent.statusCode, sent.body).toBe(201);
    const mailing = json<{ data: Mailing }>(sent).data;
    expect(mailing.counts).toEqual({ queued: 2, sent: 0, failed: 0, unsubscribed: 0 });
    const [mail] = await mailsTo(t.db, pilotEmail);
    expect(mail?.body).toContain('Am Samstag um 9 Uhr am Hangar.');
    expect(mail?.body).toMatch(/https:\/\/portal\.example\.org\/mail\/unsubscribe\?company=\d+&user=\d+&signature=/);
    expect(mail?.body).not.toContain('evil.example');
    expect(await mailsTo(t.db, studentEmail)).toEqual([]);

    const recipients = json<{ data: MailingRecipient[] }>(await admin.get(`/api/mailings/${mailing.id}/recipients`)).data;
    expect(recipients.map((r) => r.status)).toEqual(['queued', 'queued']);
    expect((await pilot.get(`/api/mailings/${mailing.id}/recipients`)).statusCode).toBe(403);

    const inbox = json<{ data: Mailing[] }>(await pilot.get(`/api/companies/${companyId}/mailings`)).data;
    expect(inbox.map((m) => m.subject)).toContain('Frühjahrsputz');
    expect(inbox[0]?.counts).toBeNull();
    expect((await pilot.get(`/api/mailings/${mailing.id}`)).statusCode).toBe(200);
    const student = await signIn(t.app, studentEmail);
    expect((await student.get(`/api/mailings/${mailing.id}`)).statusCode).toBe(404);
    expect(json<{ data: Mailing[] }>(await student.get(`/api/companies/${companyId}/mailings`)).data).toEqual([]);
    expect((await pilot.post(`/api/companies/${companyId}/mailings`, letter)).statusCode).toBe(403);

    // A delivered mail reads as sent.
    if (mail) await t.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, mail.id));
    const after = json<{ data: MailingRecipient[] }>(await admin.get(`/api/mailings/${mailing.id}/recipients`)).data;
    expect(after.map((r) => r.status).sort()).toEqual(['queued', 'sent']);
  });

  it('leaves out members who unsubscribed, except from essential mail', async () => {
    const [mail] = await mailsTo(t.db, pilotEmail);
    const link = new URL(/https:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? '');
    const guest = new TestClient(t.app);
    const bad = await guest.post('/api/mailings/unsubscribe', {
      company_id: Number(link.searchParams.get('company')),
      user_id: Number(link.searchParams.get('user')),
      signature: 'forged',
    });
    expect(bad.statusCode).toBe(403);
    const done = await guest.post('/api/mailings/unsubscribe', {
      company_id: Number(link.searchParams.get('company')),
      user_id: Number(link.searchParams.get('user')),
      signature: link.searchParams.get('signature'),
    });
    expect([done.statusCode, done.json().code]).toEqual([200, 'mailing.unsubscribed']);
    const optional = json<{ data: Mailing }>(await admin.post(`/api/companies/${companyId}/mailings`, letter)).data;
    expect(optional.counts).toMatchObject({ queued: 1, unsubscribed: 1 });
    const essential = json<{ data: Mailing }>(
      await admin.post(`/api/companies/${companyId}/mailings`, { ...letter, essential: true, subject: 'Einladung JHV' }),
    ).data;
    expect(essential.counts).toMatchObject({ queued: 2, unsubscribed: 0 });
    const last = (await mailsTo(t.db, pilotEmail)).find((m) => m.subject.includes('Einladung JHV'));
    expect(last?.body).not.toContain('/mail/unsubscribe');
  });

  it('names the field of bad input', async () => {
    const empty = await admin.post(`/api/companies/${companyId}/mailings`, { subject: '', body: '' });
    expect(Object.keys(empty.json().errors).sort()).toEqual(['body', 'subject']);
  });
});
