import { and, eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEED_TIMEOUT, useTestApp } from '../../test/app';
import { loadAirportFixture } from '../../test/factories/fleet';
import { chargeLines, companies, companyBilling, flights, invoices } from '../db/schema';
import { todayIn } from '../lib/dates';
import { seedDemoData } from '.';

describe('demo invoices', () => {
  const t = useTestApp();

  it(
    'bills the club’s flights up to last month, cancels one invoice and bills it again; this month stays unbilled',
    async () => {
      await loadAirportFixture(t.db);
      expect(await seedDemoData(t.db)).toBe(true);
      const [club] = await t.db.select().from(companies).where(eq(companies.kind, 'club'));
      const clubId = club?.id ?? 0;
      const [billing] = await t.db.select().from(companyBilling).where(eq(companyBilling.companyId, clubId));
      expect(billing).toMatchObject({ iban: 'DE89370400440532013000', creditorId: 'DE98ZZZ09999999999' });
      const all = await t.db.select().from(invoices).where(eq(invoices.companyId, clubId));
      expect(all.some((invoice) => invoice.status === 'draft')).toBe(false);
      const cancelled = all.filter((invoice) => invoice.status === 'cancelled');
      expect(cancelled).toHaveLength(1);
      expect(all.filter((invoice) => invoice.kind === 'cancellation').map((row) => row.cancelsInvoiceId)).toEqual([
        cancelled[0]?.id,
      ]);
      // Numbers run without a gap within each year.
      const byYear = new Map<string, number[]>();
      for (const { number } of all)
        byYear.set(number?.slice(0, 4) ?? '', [...(byYear.get(number?.slice(0, 4) ?? '') ?? []), Number(number?.slice(5))]);
      for (const numbers of byYear.values()) {
        expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
      }
      const thisMonth = `${todayIn(club?.timezone ?? 'Europe/Berlin').slice(0, 8)}01`;
      const [older] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(chargeLines)
        .innerJoin(flights, eq(flights.id, chargeLines.flightId))
        .where(
          and(
            eq(chargeLines.companyId, clubId),
            eq(chargeLines.status, 'unbilled'),
            sql`${chargeLines.membershipId} is not null`,
            sql`${flights.offBlockAt} < (${thisMonth}::timestamp at time zone ${club?.timezone})`,
          ),
        );
      expect(older?.n).toBe(0);
      const [recent] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(flights)
        .where(
          and(
            eq(flights.companyId, clubId),
            eq(flights.status, 'recorded'),
            gte(flights.offBlockAt, new Date(`${thisMonth}T00:00:00Z`)),
          ),
        );
      expect(recent?.n).toBeGreaterThan(0);
    },
    SEED_TIMEOUT,
  );
});
