import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { testDatabaseKind } from '../../../test/database';
import { buildCompany, buildMember } from '../../../test/factories';
import { buildFee } from '../../../test/factories/fleet';
import { buildIssuedInvoice } from '../../../test/factories/issued-invoices';
import { companyBilling, invoices, ledgerAccounts, mailOutbox } from '../../db/schema';
import { addDays, utcToday } from '../../lib/dates';
import { sendReminders } from './reminders';

const DAY = 86_400_000;

describe(`reminders for overdue invoices on ${testDatabaseKind}`, () => {
  const t = useTestApp();

  it('sends the first reminder with the fee, nothing twice, the second after its days, and each invoice on its own days', async () => {
    const company = await buildCompany(t.db, { name: 'Fliegergruppe Mahnung' });
    const fee = await buildFee(t.db, company.id, { title: 'Mahngebühr', amount: 500, kind: 'flat', revenueAccount: '8400' });
    await t.db
      .insert(companyBilling)
      .values({ companyId: company.id, firstReminderDays: 7, secondReminderDays: 10, reminderFeeId: fee.id });
    const pilot = await buildMember(t.db, ['member'], company.id);
    const overdue = await buildIssuedInvoice(t.db, company.id, pilot.membership.id, {
      gross: 4_000,
      dueAt: addDays(utcToday(), -8),
    });
    await buildIssuedInvoice(t.db, company.id, pilot.membership.id, { gross: 1_000, dueAt: addDays(utcToday(), -3) });
    const balance = async () =>
      (await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.membershipId, pilot.membership.id)))[0]?.balance;
    const mails = async () =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, pilot.user.email))).map((mail) => mail.subject);

    expect(await sendReminders(t.db)).toBe(1);
    expect(await mails()).toEqual([`Zahlungserinnerung: Rechnung ${overdue.number}`]);
    expect(await balance()).toBe(-5_500);
    const [reminded] = await t.db.select().from(invoices).where(eq(invoices.id, overdue.id));
    expect(reminded?.reminderLevel).toBe(1);

    expect(await sendReminders(t.db)).toBe(0);
    // The younger invoice's first reminder is due on day 4, the older one's second on day 10.
    expect(await sendReminders(t.db, new Date(Date.now() + 9 * DAY))).toBe(1);
    expect(await sendReminders(t.db, new Date(Date.now() + 10 * DAY))).toBe(1);
    const subjects = await mails();
    expect(subjects).toHaveLength(3);
    expect(subjects).toContain(`2. Mahnung: Rechnung ${overdue.number}`);
    expect(await sendReminders(t.db, new Date(Date.now() + 40 * DAY))).toBe(1);
    expect(await sendReminders(t.db, new Date(Date.now() + 80 * DAY))).toBe(0);
  });
});
