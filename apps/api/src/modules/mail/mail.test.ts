import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { TestClient } from '../../../test/client';
import { buildUser } from '../../../test/factories';
import { startFakeSmtp } from '../../../test/fake-smtp';
import { mailOutbox } from '../../db/schema';
import { sendMail } from './send-mail';

async function outboxRow(t: TestContext, to: string, settled: (row: typeof mailOutbox.$inferSelect) => boolean) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    if (row && settled(row)) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`mail to ${to} did not settle`);
}

describe('mail by SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let t: TestContext;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Flugportal <portal@example.test>' });
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
    await t.handle.close();
    await smtp.close();
  });

  it('sends what a request queued once the response is out, and marks it sent', async () => {
    const user = await buildUser(t.db, { locale: 'en' });
    expect((await new TestClient(t.app).post('/forgot-password', { email: user.email })).statusCode).toBe(200);
    const row = await outboxRow(t, user.email, (r) => r.sentAt !== null || (r.error !== null && r.error !== 'sending'));
    expect(row.error).toBeNull();
    const mail = smtp.received.find((m) => m.to.some((to) => to.includes(user.email)));
    expect(mail?.from).toContain('portal@example.test');
    expect(mail?.data).toContain('Subject: Reset your password');
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const to = 'zurueckgerollt@example.test';
    await expect(
      t.db.transaction(async (tx) => {
        await sendMail(tx, { to, subject: 'nie', body: 'nie' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).toEqual([]);
  });

  it('sends mail queued outside a request on the next sweep', async () => {
    const to = 'nachzuegler@example.test';
    const row = await sendMail(t.db, { to, subject: 'Später', body: 'Hallo' });
    await t.db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(mailOutbox.id, row.id));
    await t.app.mailer.sweep();
    expect((await outboxRow(t, to, (r) => r.sentAt !== null)).error).toBeNull();
    await t.app.mailer.sweep();
    expect(smtp.received.filter((m) => m.to.some((address) => address.includes(to)))).toHaveLength(1);
  });

  it('sends the attachments kept with a mail', async () => {
    const to = 'mit-anhang@example.test';
    const content = Buffer.from('%PDF-1.7 Rechnung 2026-00042');
    const row = await sendMail(t.db, {
      to,
      subject: 'Rechnung',
      body: 'Anbei',
      attachments: [{ filename: '2026-00042.pdf', contentType: 'application/pdf', content }],
    });
    await t.app.mailer.deliver([row.id]);
    await outboxRow(t, to, (r) => r.sentAt !== null);
    const mail = smtp.received.find((m) => m.to.some((address) => address.includes(to)));
    expect(mail?.data).toContain('Content-Type: application/pdf; name=2026-00042.pdf');
    expect(mail?.data).toContain(content.toString('base64'));
  });
});

describe('mail when the SMTP server is unreachable', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
    await t.handle.close();
  });

  it('keeps the mail in the outbox with the error, and still answers the request', async () => {
    const user = await buildUser(t.db);
    expect((await new TestClient(t.app).post('/forgot-password', { email: user.email })).statusCode).toBe(200);
    const row = await outboxRow(t, user.email, (r) => r.error !== null && r.error !== 'sending');
    expect(row.sentAt).toBeNull();
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
