import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { testDatabaseKind } from '../../../test/database';
import { buildCompany, buildMember } from '../../../test/factories';
import { buildAirplane, buildFee } from '../../../test/factories/fleet';
import { buildFlight } from '../../../test/factories/flights';
import { buildOffer } from '../../../test/factories/packages';
import { chargeLines, ledgerAccounts, prepaidPackages, prepaidPackageUsages } from '../../db/schema';
import { sellPackage } from '../packages';
import { chargeFlight } from './charge-flight';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const FLIGHTS = 24;
const HOBBS = 50;
const CREDIT = 600;

describe(`parallel flights drawing one package on ${testDatabaseKind}`, () => {
  const t = useTestApp();
  let companyId: number;
  let membershipId: number;
  let airplaneId: number;

  beforeAll(async () => {
    companyId = (await buildCompany(t.db)).id;
    membershipId = (await buildMember(t.db, ['member'], companyId)).membership.id;
    const fee = await buildFee(t.db, companyId, { amount: 12_000, vatRate: 1900 });
    airplaneId = (await buildAirplane(t.db, companyId, { feeId: fee.id, billingBasis: 'hobbs' })).id;
  });

  it('never takes more than the package holds: the draws add up to its credit and the rest is charged normally', async () => {
    const offer = await buildOffer(t.db, companyId, { creditMinutes: CREDIT, price: 60_000 }, [airplaneId]);
    const soldAt = new Date(Date.now() - 10 * DAY_MS);
    const owned = await t.db.transaction((tx) => sellPackage(tx, offer, { membershipId, paid: true, userId: null, now: soldAt }));
    const flown = await Promise.all(
      Array.from({ length: FLIGHTS }, (_, i) => {
        const offBlockAt = new Date(soldAt.getTime() + DAY_MS + i * 2 * 60 * MINUTE_MS);
        return buildFlight(
          t.db,
          { companyId, airplaneId, pilotMembershipId: membershipId },
          {
            payerMembershipId: membershipId,
            offBlockAt,
            takeoffAt: new Date(offBlockAt.getTime() + 5 * MINUTE_MS),
            landingAt: new Date(offBlockAt.getTime() + (5 + HOBBS) * MINUTE_MS),
            onBlockAt: new Date(offBlockAt.getTime() + (10 + HOBBS) * MINUTE_MS),
            hobbsStart: i * HOBBS,
            hobbsEnd: (i + 1) * HOBBS,
          },
        );
      }),
    );
    const [before] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.membershipId, membershipId));

    // Every flight charged at once, each in its own transaction, as concurrent recordings would.
    await Promise.all(flown.map((flight) => t.db.transaction((tx) => chargeFlight(tx, flight, null))));

    const [pkg] = await t.db.select().from(prepaidPackages).where(eq(prepaidPackages.id, owned.id));
    expect(pkg?.remainingMinutes).toBe(0);
    const usages = await t.db.select().from(prepaidPackageUsages).where(eq(prepaidPackageUsages.packageId, owned.id));
    expect(usages.every((usage) => (usage.minutes ?? 0) > 0)).toBe(true);
    expect(usages.reduce((sum, usage) => sum + (usage.minutes ?? 0), 0)).toBe(CREDIT);

    const aircraft = (packaged: boolean) =>
      t.db
        .select()
        .from(chargeLines)
        .where(
          and(
            eq(chargeLines.companyId, companyId),
            eq(chargeLines.kind, 'aircraft'),
            packaged ? isNotNull(chargeLines.packageId) : isNull(chargeLines.packageId),
          ),
        );
    const fromPackage = await aircraft(true);
    const charged = await aircraft(false);
    expect(fromPackage.reduce((sum, line) => sum + line.quantity, 0)).toBe(CREDIT);
    expect(charged.reduce((sum, line) => sum + line.quantity, 0)).toBe(FLIGHTS * HOBBS - CREDIT);
    // Each flight is priced in full: what the package gave and what was charged make its Hobbs time.
    for (const flight of flown) {
      const lines = [...fromPackage, ...charged].filter((line) => line.flightId === flight.id);
      expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(HOBBS);
    }
    // The member owes exactly the lines the package did not pay.
    const [after] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.membershipId, membershipId));
    const owed = [...fromPackage, ...charged].reduce((sum, line) => sum + line.gross, 0);
    expect((before?.balance ?? 0) - (after?.balance ?? 0)).toBe(owed);
    expect(charged.every((line) => line.gross > 0)).toBe(true);
  }, 120_000);
});
