import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyBilling, fees, invoices, memberships, users } from '../../db/schema';
import { addDays, todayIn } from '../../lib/dates';
import { companyAccountId, memberAccountId, postEntry } from '../accounts';
import { composeMail, sendMail } from '../mail';
import { reminderMail } from './reminder-mails';

/** Open member invoices of companies with reminders switched on, with what decides whether one is due. */
async function overdueCandidates(db: Database) {
  return db
    .select({
      id: invoices.id,
      companyId: invoices.companyId,
      timezone: companies.timezone,
      dueAt: invoices.dueAt,
      level: invoices.reminderLevel,
      lastRemindedAt: invoices.lastRemindedAt,
      firstDays: companyBilling.firstReminderDays,
      secondDays: companyBilling.secondReminderDays,
    })
    .from(invoices)
    .innerJoin(companyBilling, eq(companyBilling.companyId, invoices.companyId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(
      and(
        eq(invoices.kind, 'invoice'),
        inArray(invoices.status, ['issued', 'partially_paid']),
        eq(invoices.collectionPending, false),
        isNotNull(invoices.membershipId),
        isNotNull(companyBilling.firstReminderDays),
        sql`${invoices.reminderLevel} < 2`,
        sql`${invoices.dueAt} < current_date`,
      ),
    );
}

type Candidate = Awaited<ReturnType<typeof overdueCandidates>>[number];

/** The reminder level due today: the first some days after the due date, the second some days after the first. */
function dueLevel(invoice: Candidate, today: string): 0 | 1 | 2 {
  if (!invoice.dueAt || invoice.firstDays === null) return 0;
  if (invoice.level === 0) return addDays(invoice.dueAt, invoice.firstDays) <= today ? 1 : 0;
  if (invoice.level === 1 && invoice.secondDays !== null && invoice.lastRemindedAt) {
    const reminded = todayIn(invoice.timezone, invoice.lastRemindedAt);
    return addDays(reminded, invoice.secondDays) <= today ? 2 : 0;
  }
  return 0;
}

/**
 * Sends the reminder each overdue invoice is due for, charges the company's reminder fee to the
 * member when one is set, and raises the invoice's reminder level, one invoice per transaction
 * (re-read under its lock, so a run that repeats sends nothing twice). Answers how many went out.
 */
export async function sendReminders(db: Database, now = new Date()): Promise<number> {
  let sent = 0;
  for (const candidate of await overdueCandidates(db)) {
    const level = dueLevel(candidate, todayIn(candidate.timezone, now));
    if (level === 0) continue;
    const went = await db.transaction(async (tx) => {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, candidate.id)).for('update');
      if (!invoice || invoice.reminderLevel !== level - 1 || invoice.collectionPending || invoice.membershipId === null)
        return false;
      if (invoice.status !== 'issued' && invoice.status !== 'partially_paid') return false;
      const [context] = await tx
        .select({ company: companies.name, email: users.email, locale: users.locale, feeId: companyBilling.reminderFeeId })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .innerJoin(companies, eq(companies.id, memberships.companyId))
        .innerJoin(companyBilling, eq(companyBilling.companyId, companies.id))
        .where(eq(memberships.id, invoice.membershipId));
      if (!context) return false;
      const [fee] = context.feeId
        ? await tx
            .select()
            .from(fees)
            .where(and(eq(fees.id, context.feeId), eq(fees.companyId, invoice.companyId)))
        : [];
      if (fee && fee.amount > 0) {
        const member = await memberAccountId(tx, invoice.companyId, invoice.membershipId);
        const revenue = await companyAccountId(tx, invoice.companyId, fee.revenueAccount, 'revenue', fee.title);
        await postEntry(tx, {
          companyId: invoice.companyId,
          kind: 'charge',
          description: `${fee.title} ${invoice.number}`,
          lines: [
            { accountId: member, amount: -fee.amount },
            { accountId: revenue, amount: fee.amount },
          ],
        });
      }
      await sendMail(
        tx,
        composeMail(reminderMail, context, {
          company: context.company,
          number: invoice.number ?? '',
          level,
          open: invoice.totalGross - invoice.paidAmount,
          fee: fee?.amount ?? 0,
          currency: invoice.currency,
          dueAt: invoice.dueAt ?? '',
        }),
      );
      await tx.update(invoices).set({ reminderLevel: level, lastRemindedAt: now }).where(eq(invoices.id, invoice.id));
      return true;
    });
    if (went) sent += 1;
  }
  return sent;
}
