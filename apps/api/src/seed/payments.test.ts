import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { SEED_TIMEOUT, useTestApp } from '../../test/app';
import { loadAirportFixture } from '../../test/factories/fleet';
import { chargeLines, companies, invoices, journalEntries, ledgerAccounts, memberships, sepaMandates, users } from '../db/schema';
import { todayIn } from '../lib/dates';
import { seedDemoData } from '.';

const EUROS = 100;

describe('demo mandates and payments', () => {
  const t = useTestApp();

  it(
    'leaves believable balances: most owing no more than this month’s unbilled flying and invoices not yet due, some prepaid, nobody absurd',
    async () => {
      await loadAirportFixture(t.db);
      const now = new Date();
      expect(await seedDemoData(t.db, now)).toBe(true);
      const [club] = await t.db.select().from(companies).where(eq(companies.kind, 'club'));
      const accounts = await t.db
        .select()
        .from(ledgerAccounts)
        .where(
          and(eq(ledgerAccounts.companyId, club?.id ?? 0), eq(ledgerAccounts.kind, 'member'), ne(ledgerAccounts.lineCount, 0)),
        );
      const balances = accounts.map((account) => account.balance);
      // What each member flew this month and no invoice has billed yet: the club invoices it next month.
      const unbilled = new Map(
        (
          await t.db
            .select({ membershipId: chargeLines.membershipId, gross: sql<number>`sum(${chargeLines.gross})::int` })
            .from(chargeLines)
            .where(and(eq(chargeLines.companyId, club?.id ?? 0), eq(chargeLines.status, 'unbilled')))
            .groupBy(chargeLines.membershipId)
        ).map((row) => [row.membershipId, row.gross]),
      );
      // What invoices not yet due still ask: owed, but nobody is behind with it. In the first days of a month
      // these are last month's invoices, issued on the 1st, which the members pay over the following days.
      const today = todayIn(club?.timezone ?? 'Europe/Berlin', now);
      const notYetDue = new Map(
        (
          await t.db
            .select({
              membershipId: invoices.membershipId,
              open: sql<number>`sum(${invoices.totalGross} - ${invoices.paidAmount})::int`,
            })
            .from(invoices)
            .where(
              and(
                eq(invoices.companyId, club?.id ?? 0),
                eq(invoices.kind, 'invoice'),
                inArray(invoices.status, ['issued', 'partially_paid']),
                gte(invoices.dueAt, today),
              ),
            )
            .groupBy(invoices.membershipId)
        ).map((row) => [row.membershipId, row.open]),
      );
      expect(balances.length).toBeGreaterThanOrEqual(8);
      // One member has paid nothing in, whatever day the demo is loaded: the treasurer's lists and his own
      // account show what owing looks like (it showed only when he happened to fly in the load's month).
      const [debtor] = await t.db
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .innerJoin(memberships, eq(memberships.id, ledgerAccounts.membershipId))
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(users.email, 'florian.maier@demo.aero'));
      expect(debtor?.balance).toBeLessThanOrEqual(-180 * EUROS);
      expect(balances.filter((balance) => balance > 50 * EUROS).length).toBeGreaterThanOrEqual(2);
      expect(balances.filter((balance) => balance < -100 * EUROS).length).toBeGreaterThanOrEqual(1);
      const keepingUp = accounts.filter(
        (account) =>
          account.balance + (unbilled.get(account.membershipId) ?? 0) + (notYetDue.get(account.membershipId) ?? 0) >=
          -300 * EUROS,
      );
      expect(keepingUp.length).toBeGreaterThan(accounts.length / 2);
      expect(
        accounts.every((account) => Math.abs(account.balance + (unbilled.get(account.membershipId) ?? 0)) <= 2_500 * EUROS),
      ).toBe(true);
      // Paid by transfers over the year, never after the load date.
      const payments = await t.db.select().from(journalEntries).where(eq(journalEntries.kind, 'payment'));
      expect(payments.length).toBeGreaterThan(20);
      expect(payments.every((entry) => entry.bookedAt < now)).toBe(true);
      const months = new Set(payments.map((entry) => entry.bookedAt.toISOString().slice(0, 7)));
      expect(months.size).toBeGreaterThanOrEqual(10);

      // The transfers settle invoices: most are paid, a few still open (this month's late payers).
      const issued = await t.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.companyId, club?.id ?? 0), eq(invoices.kind, 'invoice')));
      expect(issued.filter((invoice) => invoice.status === 'paid').length).toBeGreaterThan(issued.length / 2);
      expect(issued.some((invoice) => invoice.status === 'issued' || invoice.status === 'partially_paid')).toBe(true);

      // Most members have a mandate with a valid IBAN.
      const mandates = await t.db
        .select()
        .from(sepaMandates)
        .where(eq(sepaMandates.companyId, club?.id ?? 0));
      const members = await t.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.companyId, club?.id ?? 0), eq(memberships.status, 'approved')));
      expect(mandates.length).toBeGreaterThan(members.length / 2);
      expect(mandates.length).toBeLessThan(members.length);
      for (const mandate of mandates) expect(isValidIBAN(mandate.iban)).toBe(true);
    },
    SEED_TIMEOUT,
  );
});
