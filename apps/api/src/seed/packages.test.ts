import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEED_TIMEOUT, useTestApp } from '../../test/app';
import { loadAirportFixture } from '../../test/factories/fleet';
import { chargeLines, prepaidPackages, prepaidPackageUsages } from '../db/schema';
import { seedDemoData } from '.';

describe('demo packages', () => {
  const t = useTestApp();

  it(
    'offers hours on D-EHLB and money, and one hours package sold and half flown',
    async () => {
      await loadAirportFixture(t.db);
      expect(await seedDemoData(t.db)).toBe(true);
      const all = await t.db.select().from(prepaidPackages);
      expect(all.filter((row) => row.membershipId === null).map((row) => row.name)).toEqual([
        '10 Stunden D-EHLB',
        '500 € Guthaben',
      ]);
      const [sold] = await t.db.select().from(prepaidPackages).where(isNotNull(prepaidPackages.membershipId));
      expect(sold).toMatchObject({ name: '10 Stunden D-EHLB', creditMinutes: 600, discountPercent: 8 });
      const usage = await t.db
        .select()
        .from(prepaidPackageUsages)
        .where(eq(prepaidPackageUsages.packageId, sold?.id ?? 0));
      const used = usage.reduce((sum, line) => sum + (line.minutes ?? 0), 0);
      expect(used).toBeGreaterThan(200);
      expect(used).toBeLessThanOrEqual(300);
      expect(sold?.remainingMinutes).toBe(600 - used);
      // Each drawn flight is charged through the package, not a second time to the account.
      const paidByPackage = await t.db
        .select()
        .from(chargeLines)
        .where(eq(chargeLines.packageId, sold?.id ?? 0));
      expect(new Set(paidByPackage.map((line) => line.flightId))).toEqual(new Set(usage.map((line) => line.flightId)));
      expect(paidByPackage.reduce((sum, line) => sum + line.quantity, 0)).toBe(used);
    },
    SEED_TIMEOUT,
  );
});
