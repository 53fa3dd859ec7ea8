import { and, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Executor } from '../../db/client';
import { mailAttachments, mailOutbox } from '../../db/schema';
import type { OutboxRow } from './send-mail';

/** Marks a row while one instance sends it, so another instance's sweep leaves it alone. */
const SENDING = 'sending';
const SWEEP_AFTER_MS = 60_000;

/** Sends outbox rows by SMTP, or, without SMTP_URL, only logs that they wait in the outbox. */
export class MailDispatcher {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Executor,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  get sendsMail() {
    return this.transport !== null;
  }

  /** Delivers the given rows (queued by one request); failures are recorded on the row, never thrown. */
  async deliver(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    if (!this.transport) {
      const rows = await this.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
      for (const row of rows)
        this.log.info({ mailId: row.id, to: row.toAddress, subject: row.subject }, 'mail kept in the outbox (SMTP_URL not set)');
      return;
    }
    const claimed = await this.claim(inArray(mailOutbox.id, ids));
    await Promise.all(claimed.map((row) => this.send(row)));
  }

  /** Sends what no request delivered (queued outside a request, or lost in a crash after commit). */
  async sweep(): Promise<void> {
    if (!this.transport) return;
    const claimed = await this.claim(lt(mailOutbox.createdAt, new Date(Date.now() - SWEEP_AFTER_MS)));
    for (const row of claimed) await this.send(row);
  }

  close() {
    this.transport?.close();
  }

  private claim(which: SQL) {
    return this.db
      .update(mailOutbox)
      .set({ error: SENDING })
      .where(and(which, isNull(mailOutbox.sentAt), isNull(mailOutbox.error)))
      .returning();
  }

  private async send(row: OutboxRow) {
    try {
      const attachments = await this.db
        .select({
          filename: mailAttachments.filename,
          contentType: mailAttachments.contentType,
          content: mailAttachments.content,
        })
        .from(mailAttachments)
        .where(eq(mailAttachments.mailId, row.id));
      await this.transport?.sendMail({ from: this.from, to: row.toAddress, subject: row.subject, text: row.body, attachments });
      await this.db.update(mailOutbox).set({ sentAt: sql`now()`, error: null }).where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ mailId: row.id, err: error }, 'mail could not be sent');
      await this.db
        .update(mailOutbox)
        .set({ error: message.slice(0, 1000) })
        .where(eq(mailOutbox.id, row.id));
    }
  }
}
