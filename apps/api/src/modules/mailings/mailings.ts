import { type Locale, type MailingCreate, type MailingRecipientStatus, mailFooterOf, type Role } from '@portal/contracts';
import { and, arrayOverlaps, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailingOptOuts, mailingRecipients, mailings, mailOutbox, memberships, users } from '../../db/schema';
import { sendMail } from '../mail';

export type MailingRow = typeof mailings.$inferSelect;

/** Outbox rows written per transaction: a large club's mail goes out in several short transactions. */
export const BATCH_SIZE = 50;

export interface Recipient {
  membershipId: number;
  userId: number;
  name: string;
  email: string;
  locale: Locale;
  optedOut: boolean;
}

/** The approved members holding one of `roles` (every member for none; admins always), with their opt-out. */
export async function recipientsOf(db: Executor, companyId: number, roles: Role[]): Promise<Recipient[]> {
  const rows = await db
    .select({
      membershipId: memberships.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      locale: users.locale,
      optedOut: sql<boolean>`${mailingOptOuts.userId} is not null`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(mailingOptOuts, and(eq(mailingOptOuts.companyId, companyId), eq(mailingOptOuts.userId, users.id)))
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.status, 'approved'),
        roles.length === 0 ? undefined : or(arrayOverlaps(memberships.roles, roles), sql`'admin' = any(${memberships.roles})`),
      ),
    )
    .orderBy(asc(users.name), asc(memberships.id));
  return rows.map((row) => ({ ...row, locale: row.locale as Locale, optedOut: Boolean(row.optedOut) }));
}

const footers = {
  essential: {
    de: 'Diese Nachricht erhalten alle Mitglieder.',
    en: 'Every member receives this message.',
    no: 'Alle medlemmer mottar denne meldingen.',
  },
  optional: {
    de: 'Keine Rundmails mehr erhalten:',
    en: 'Stop receiving member mail:',
    no: 'Slutt å motta medlemse-post:',
  },
} as const;

/**
 * The mail one member gets: the text, then who sent it with the company's own footer (`settings.mail.footer`)
 * and, for non-essential mail, the unsubscribe link.
 */
export function renderMail(
  input: Pick<MailingCreate, 'subject' | 'body' | 'essential'>,
  company: { name: string; settings: Record<string, unknown> },
  locale: Locale,
  unsubscribe: string,
) {
  const footer = input.essential ? footers.essential[locale] : `${footers.optional[locale]} ${unsubscribe}`;
  const sender = [company.name, mailFooterOf(company.settings)].filter(Boolean).join('\n');
  return { subject: `${company.name}: ${input.subject}`, body: `${input.body}\n\n-- \n${sender}\n${footer}` };
}

export async function createMailing(
  db: Executor,
  companyId: number,
  sender: { id: number; name: string },
  input: MailingCreate,
  recipients: Recipient[],
): Promise<MailingRow> {
  const [row] = await db
    .insert(mailings)
    .values({
      companyId,
      subject: input.subject,
      body: input.body,
      roles: [...new Set(input.roles)],
      essential: input.essential,
      senderUserId: sender.id,
      senderName: sender.name,
    })
    .returning();
  if (!row) throw new Error('mailing not written');
  const skip = (r: Recipient) => r.optedOut && !input.essential;
  for (let i = 0; i < recipients.length; i += 500) {
    await db.insert(mailingRecipients).values(
      recipients.slice(i, i + 500).map((recipient) => ({
        mailingId: row.id,
        companyId,
        membershipId: recipient.membershipId,
        status: skip(recipient) ? ('unsubscribed' as const) : ('queued' as const),
      })),
    );
  }
  return row;
}

/** Writes one batch's outbox rows and links each recipient to its mail (in the caller's transaction). */
export async function queueBatch(
  db: Executor,
  mailing: MailingRow,
  batch: Recipient[],
  render: (recipient: Recipient) => { subject: string; body: string },
) {
  for (const recipient of batch) {
    const mail = await sendMail(db, { to: recipient.email, ...render(recipient) });
    await db
      .update(mailingRecipients)
      .set({ mailId: mail.id })
      .where(and(eq(mailingRecipients.mailingId, mailing.id), eq(mailingRecipients.membershipId, recipient.membershipId)));
  }
}

/** Delivery state from the outbox row: sent, failed (an SMTP error), else still queued. */
const statusSql = sql<MailingRecipientStatus>`case
  when ${mailingRecipients.status} = 'unsubscribed' then 'unsubscribed'
  when ${mailOutbox.sentAt} is not null then 'sent'
  when ${mailOutbox.error} is not null and ${mailOutbox.error} <> 'sending' then 'failed'
  else 'queued' end`;

export async function recipientList(db: Executor, mailingId: number) {
  return db
    .select({
      membershipId: mailingRecipients.membershipId,
      name: users.name,
      email: users.email,
      status: statusSql,
      error: sql<string | null>`case when ${mailOutbox.error} = 'sending' then null else ${mailOutbox.error} end`,
    })
    .from(mailingRecipients)
    .innerJoin(memberships, eq(memberships.id, mailingRecipients.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, mailingRecipients.mailId))
    .where(eq(mailingRecipients.mailingId, mailingId))
    .orderBy(asc(users.name));
}

/** Counts per delivery state for each mailing, in one query. */
export async function statusCounts(db: Executor, mailingIds: number[]) {
  if (mailingIds.length === 0) return new Map<number, Record<MailingRecipientStatus, number>>();
  const rows = await db
    .select({ mailingId: mailingRecipients.mailingId, status: statusSql, n: count() })
    .from(mailingRecipients)
    .leftJoin(mailOutbox, eq(mailOutbox.id, mailingRecipients.mailId))
    .where(inArray(mailingRecipients.mailingId, mailingIds))
    .groupBy(mailingRecipients.mailingId, statusSql);
  const counts = new Map<number, Record<MailingRecipientStatus, number>>();
  for (const row of rows) {
    const entry = counts.get(row.mailingId) ?? { queued: 0, sent: 0, failed: 0, unsubscribed: 0 };
    entry[row.status] = Number(row.n);
    counts.set(row.mailingId, entry);
  }
  return counts;
}

/** The company's mailings, newest first; `membershipId` limits them to those sent to that member. */
function listWhere(companyId: number, membershipId?: number) {
  return and(
    eq(mailings.companyId, companyId),
    membershipId === undefined
      ? undefined
      : sql`${mailings.id} in (select r.mailing_id from ${mailingRecipients} r where r.membership_id = ${membershipId})`,
  );
}

export async function countMailings(db: Executor, companyId: number, membershipId?: number) {
  const [row] = await db.select({ n: count() }).from(mailings).where(listWhere(companyId, membershipId));
  return row?.n ?? 0;
}

export function listMailings(db: Executor, companyId: number, membershipId?: number, limit?: number, offset?: number) {
  return db
    .select()
    .from(mailings)
    .where(listWhere(companyId, membershipId))
    .orderBy(desc(mailings.sentAt), desc(mailings.id))
    .limit(limit ?? 1000)
    .offset(offset ?? 0);
}

export async function findMailing(db: Executor, id: number): Promise<MailingRow | undefined> {
  const [row] = await db.select().from(mailings).where(eq(mailings.id, id));
  return row;
}

export async function isRecipient(db: Executor, mailingId: number, membershipId: number | undefined) {
  if (membershipId === undefined) return false;
  const [row] = await db
    .select({ id: mailingRecipients.mailingId })
    .from(mailingRecipients)
    .where(and(eq(mailingRecipients.mailingId, mailingId), eq(mailingRecipients.membershipId, membershipId)));
  return row !== undefined;
}
