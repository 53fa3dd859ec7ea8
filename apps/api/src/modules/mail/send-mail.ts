import { AsyncLocalStorage } from 'node:async_hooks';
import type { Executor } from '../../db/client';
import { mailAttachments, mailOutbox } from '../../db/schema';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  attachments?: MailAttachment[];
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The mails one request queued: delivered once its response (and so its transaction) is done. */
export const queuedMail = new AsyncLocalStorage<number[]>();

/**
 * Queues a mail in the outbox, inside the caller's transaction: it goes out only if that commits.
 * Within a request it is sent by SMTP (when configured) right after the response; the outbox row
 * records `sent_at` or the `error`. Without SMTP it stays in the outbox for the super-admin.
 */
export async function sendMail(db: Executor, message: MailMessage): Promise<OutboxRow> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: message.to, subject: message.subject, body: message.body })
    .returning();
  if (!row) throw new Error('mail was not queued');
  if (message.attachments?.length)
    await db.insert(mailAttachments).values(message.attachments.map((attachment) => ({ mailId: row.id, ...attachment })));
  queuedMail.getStore()?.push(row.id);
  return row;
}
