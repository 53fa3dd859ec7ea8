import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { loadAirportFixture } from '../../test/factories/fleet';
import { companies, journalEntries, ledgerAccounts } from '../db/schema';
import { seedDemoData } from '.';

const EUROS = 100;

describe('demo payments', () => {
  const t = useTestApp();

  it('leaves believable balances: most near zero, some owing a month’s flying, some prepaid, nobody absurd', async () => {
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
    expect(balances.length).toBeGreaterThanOrEqual(8);
    expect(balances.filter((balance) => balance > 50 * EUROS).length).toBeGreaterThanOrEqual(2);
    expect(balances.filter((balance) => balance < -100 * EUROS).length).toBeGreaterThanOrEqual(1);
    expect(balances.filter((balance) => Math.abs(balance) <= 300 * EUROS).length).toBeGreaterThan(balances.length / 2);
    expect(balances.every((balance) => Math.abs(balance) <= 2_500 * EUROS)).toBe(true);
    // Paid by transfers over the year, never after the load date.
    const payments = await t.db.select().from(journalEntries).where(eq(journalEntries.kind, 'payment'));
    expect(payments.length).toBeGreaterThan(20);
    expect(payments.every((entry) => entry.bookedAt < now)).toBe(true);
    const months = new Set(payments.map((entry) => entry.bookedAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
  });
});
