import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildCompany, buildMember } from '../../../test/factories';
import { buildAirplane, buildFee } from '../../../test/factories/fleet';
import { buildOffer } from '../../../test/factories/packages';
import { companies, ledgerAccounts, prepaidPackages, prepaidPackageUsages } from '../../db/schema';
import { drawAmount, drawMinutes } from './draw';
import { expirePackages } from './expire-packages';
import { returnFlightDraws } from './return-draws';
import { sellPackage } from './sell-package';

let flightIds = 1_000_000;
const n = (balances: Record<string, number>, key: string) => balances[key] ?? 0;

describe('prepaid packages and the ledger', () => {
  const t = useTestApp();
  let companyId: number;
  let membershipId: number;
  let airplaneId: number;
  let otherAirplaneId: number;

  /** The company's balances by account code (members as `m<membership id>`); they always sum to zero. */
  async function balances() {
    const rows = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.companyId, companyId));
    const byCode = Object.fromEntries(rows.map((row) => [row.code ?? `m${row.membershipId}`, row.balance]));
    expect(rows.reduce((sum, row) => sum + row.balance, 0)).toBe(0);
    return byCode;
  }

  const sell = (offer: typeof prepaidPackages.$inferSelect, paid = false, now?: Date) =>
    t.db.transaction((tx) => sellPackage(tx, offer, { membershipId, paid, userId: null, now }));

  beforeAll(async () => {
    const company = await buildCompany(t.db);
    companyId = company.id;
    membershipId = (await buildMember(t.db, ['member'], companyId)).membership.id;
    const fee = await buildFee(t.db, companyId, { vatRate: 1900 });
    airplaneId = (await buildAirplane(t.db, companyId, { feeId: fee.id })).id;
    otherAirplaneId = (await buildAirplane(t.db, companyId, { category: 'tmg' })).id;
  });

  it('sells a minutes package onto the member account and the prepaid liability, and draws it expiring first', async () => {
    const offer = await buildOffer(t.db, companyId, { name: 'Bald', price: 150_000, creditMinutes: 600, validityDays: 30 }, [
      airplaneId,
    ]);
    const later = await buildOffer(t.db, companyId, { name: 'Später', price: 10_000, creditMinutes: 60, validityDays: 90 }, [
      airplaneId,
    ]);
    const before = await balances();
    const first = await sell(offer, true);
    const second = await sell(later);
    const afterSale = await balances();
    expect(n(afterSale, `m${membershipId}`)).toBe((n(before, `m${membershipId}`) ?? 0) - 10_000);
    expect(n(afterSale, '1718')).toBe((n(before, '1718') ?? 0) + 160_000);
    expect(n(afterSale, '1800')).toBe((n(before, '1800') ?? 0) - 150_000);

    const at = new Date();
    const elsewhere = await t.db.transaction((tx) =>
      drawMinutes(tx, { companyId, membershipId, airplaneId: otherAirplaneId, flightId: flightIds++, at, minutes: 30 }),
    );
    expect(elsewhere).toEqual([]);

    const flightId = flightIds++;
    const drawn = await t.db.transaction((tx) =>
      drawMinutes(tx, { companyId, membershipId, airplaneId, flightId, at, minutes: 630 }),
    );
    expect(drawn).toEqual([
      { packageId: first.id, minutes: 600, name: 'Bald' },
      { packageId: second.id, minutes: 30, name: 'Später' },
    ]);
    const afterDraw = await balances();
    // 1500.00 for the whole first package and half of 100.00: out of the liability, into revenue and 19 % VAT.
    expect(n(afterDraw, '1718')).toBe(n(afterSale, '1718') - 155_000);
    expect((n(afterDraw, '8400') ?? 0) - (n(afterSale, '8400') ?? 0)).toBe(130_252);
    expect((n(afterDraw, '1776') ?? 0) - (n(afterSale, '1776') ?? 0)).toBe(24_748);
    expect(n(afterDraw, `m${membershipId}`)).toBe(n(afterSale, `m${membershipId}`));

    await t.db.transaction((tx) => returnFlightDraws(tx, flightId));
    const returned = await balances();
    for (const code of ['1718', '8400', '1776', `m${membershipId}`]) expect(n(returned, code)).toBe(n(afterSale, code));
    const [restored] = await t.db.select().from(prepaidPackages).where(eq(prepaidPackages.id, first.id));
    expect(restored?.remainingMinutes).toBe(600);
    const open = await t.db
      .select()
      .from(prepaidPackageUsages)
      .where(and(eq(prepaidPackageUsages.flightId, flightId), isNull(prepaidPackageUsages.returnedAt)));
    expect(open).toEqual([]);
  });

  it('pays a flight from a money package sold below its credit, and lets the rest lapse at expiry', async () => {
    const offer = await buildOffer(t.db, companyId, {
      name: '500 € Guthaben',
      price: 46_000,
      creditMinutes: null,
      creditAmount: 50_000,
    });
    const before = await balances();
    const sold = await sell(offer, false, new Date(Date.now() - 400 * 86_400_000));
    const afterSale = await balances();
    expect(n(afterSale, `m${membershipId}`)).toBe(n(before, `m${membershipId}`) - 46_000);
    expect(n(afterSale, '1718')).toBe(n(before, '1718') + 50_000);
    expect(n(afterSale, '8730')).toBe((n(before, '8730') ?? 0) - 4_000);

    const at = new Date(Date.now() - 300 * 86_400_000);
    const paid = await t.db.transaction((tx) =>
      drawAmount(tx, { companyId, membershipId, flightId: flightIds++, at, amount: 30_000 }),
    );
    expect(paid).toEqual([{ packageId: sold.id, amount: 30_000, name: '500 € Guthaben' }]);
    const rest = await t.db.transaction((tx) =>
      drawAmount(tx, { companyId, membershipId, flightId: flightIds++, at, amount: 30_000 }),
    );
    expect(rest).toEqual([{ packageId: sold.id, amount: 20_000, name: '500 € Guthaben' }]);
    expect((await balances())[`m${membershipId}`]).toBe(n(afterSale, `m${membershipId}`) + 50_000);
  });

  it('lapses an expired remainder, or refunds it when the company says so, once however often the run goes', async () => {
    const offer = await buildOffer(t.db, companyId, { name: 'Kurz', price: 6_000, creditMinutes: 60, validityDays: 1 });
    const past = new Date(Date.now() - 2 * 86_400_000);
    const lapsing = await sell(offer, false, past);
    await t.db.transaction((tx) =>
      drawMinutes(tx, {
        companyId,
        membershipId,
        airplaneId,
        flightId: flightIds++,
        at: new Date(past.getTime() + 3600_000),
        minutes: 20,
      }),
    );
    const before = await balances();
    expect(await expirePackages(t.db)).toBeGreaterThanOrEqual(1);
    expect(await expirePackages(t.db)).toBe(0);
    const after = await balances();
    expect(n(after, '1718')).toBe(n(before, '1718') - 4_000);
    expect((n(after, '2700') ?? 0) - (n(before, '2700') ?? 0)).toBe(4_000);
    const [closed] = await t.db.select().from(prepaidPackages).where(eq(prepaidPackages.id, lapsing.id));
    expect(closed).toMatchObject({ remainingMinutes: 0 });
    expect(closed?.closedAt).not.toBeNull();

    await t.db
      .update(companies)
      .set({ settings: { accounting: { package_remainder: 'refund' } } })
      .where(eq(companies.id, companyId));
    await sell(offer, false, past);
    const beforeRefund = await balances();
    await expirePackages(t.db);
    const afterRefund = await balances();
    expect(n(afterRefund, `m${membershipId}`)).toBe(n(beforeRefund, `m${membershipId}`) + 6_000);
    expect(n(afterRefund, '1718')).toBe(n(beforeRefund, '1718') - 6_000);
  });

  it('refuses to sell a retired offer or to a member of another company', async () => {
    const offer = await buildOffer(t.db, companyId, { retiredAt: new Date() });
    await expect(sell(offer)).rejects.toMatchObject({ kind: 'validation' });
    const stranger = await buildMember(t.db);
    const open = await buildOffer(t.db, companyId);
    await expect(
      t.db.transaction((tx) => sellPackage(tx, open, { membershipId: stranger.membership.id, paid: false, userId: null })),
    ).rejects.toMatchObject({ kind: 'validation' });
  });
});
