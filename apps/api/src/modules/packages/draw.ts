import { and, asc, eq, gt, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { airplanes, fees, prepaidPackageAirplanes, prepaidPackages, prepaidPackageUsages } from '../../db/schema';
import { memberAccountId, postEntry, type Tx } from '../accounts';
import { packageAccounts } from './ledger-accounts';
import { minutesValue, type PackageRow, splitVat } from './value';

/** The member's packages still live at `at`: not closed, not yet expired. */
const liveAt = (companyId: number, membershipId: number, at: Date) =>
  and(
    eq(prepaidPackages.companyId, companyId),
    eq(prepaidPackages.membershipId, membershipId),
    isNull(prepaidPackages.closedAt),
    gt(prepaidPackages.expiresAt, at),
  );

/** The member's live packages at `at`, expiring first, locked until the transaction ends. */
function livePackages(tx: Tx, companyId: number, membershipId: number, at: Date, extra: SQL | undefined) {
  return tx
    .select()
    .from(prepaidPackages)
    .where(and(liveAt(companyId, membershipId, at), extra))
    .orderBy(asc(prepaidPackages.expiresAt), asc(prepaidPackages.id))
    .for('update');
}

/** Whether the member holds any live package at `at`: one cheap read, so a flight of a member without one skips the draws. */
export async function hasLivePackage(tx: Tx, companyId: number, membershipId: number, at: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: prepaidPackages.id })
    .from(prepaidPackages)
    .where(liveAt(companyId, membershipId, at))
    .limit(1);
  return row !== undefined;
}

/** A minutes package fits an aircraft named in it, or of its category, or any when it names neither. */
function fitsAirplane(airplaneId: number, category: SQL): SQL {
  const named = sql`exists (select 1 from ${prepaidPackageAirplanes} where ${prepaidPackageAirplanes.packageId} = ${prepaidPackages.id})`;
  return or(
    sql`exists (select 1 from ${prepaidPackageAirplanes} where ${prepaidPackageAirplanes.packageId} = ${prepaidPackages.id} and ${prepaidPackageAirplanes.airplaneId} = ${airplaneId})`,
    and(isNull(prepaidPackages.category), sql`not ${named}`),
    and(isNotNull(prepaidPackages.category), sql`${prepaidPackages.category} = ${category}`, sql`not ${named}`),
  ) as SQL;
}

/** The aircraft's rental-fee VAT rate in basis points (0 when it has no fee). */
async function rentalVatRate(tx: Tx, companyId: number, airplaneId: number): Promise<{ category: string; vatRate: number }> {
  const [row] = await tx
    .select({ category: airplanes.category, vatRate: fees.vatRate })
    .from(airplanes)
    .leftJoin(fees, eq(fees.id, airplanes.feeId))
    .where(and(eq(airplanes.companyId, companyId), eq(airplanes.id, airplaneId)));
  if (!row) throw new Error(`airplane ${airplaneId} is not the company's`);
  return { category: row.category, vatRate: row.vatRate ?? 0 };
}

/** `at` is the flight's time (which packages are live); `bookedAt` when its entries are booked, `at` unless given. */
type UsageInput = { companyId: number; flightId: number; at: Date; bookedAt?: Date };

async function recordUsage(
  tx: Tx,
  pkg: PackageRow,
  input: UsageInput,
  taken: { minutes?: number; amount?: number; value: number; entryId: number | null },
) {
  await tx.insert(prepaidPackageUsages).values({
    companyId: input.companyId,
    packageId: pkg.id,
    kind: 'flight',
    flightId: input.flightId,
    minutes: taken.minutes ?? null,
    amount: taken.amount ?? null,
    value: taken.value,
    entryId: taken.entryId,
    at: input.at,
  });
}

/**
 * Takes minutes for a flight from the member's matching packages, expiring first; posts one
 * 'package_use' entry per package (prepaid liability 1718 → revenue 8400 and VAT) and returns what
 * each package gave. Fewer minutes than asked come back when the packages run short: the caller
 * charges the rest normally.
 */
export async function drawMinutes(
  tx: Tx,
  input: {
    companyId: number;
    membershipId: number;
    airplaneId: number;
    flightId: number;
    at: Date;
    bookedAt?: Date;
    minutes: number;
    createdByUserId?: number | null;
  },
): Promise<Array<{ packageId: number; minutes: number; name: string }>> {
  if (input.minutes <= 0) return [];
  const { category, vatRate } = await rentalVatRate(tx, input.companyId, input.airplaneId);
  const candidates = await livePackages(
    tx,
    input.companyId,
    input.membershipId,
    input.at,
    and(gt(prepaidPackages.remainingMinutes, 0), fitsAirplane(input.airplaneId, sql`${category}`)),
  );
  const drawn: Array<{ packageId: number; minutes: number; name: string }> = [];
  let wanted = input.minutes;
  for (const pkg of candidates) {
    if (wanted === 0) break;
    const before = pkg.remainingMinutes ?? 0;
    const minutes = Math.min(before, wanted);
    const value = minutesValue(pkg, before, before - minutes);
    await tx
      .update(prepaidPackages)
      .set({ remainingMinutes: before - minutes, updatedAt: new Date() })
      .where(eq(prepaidPackages.id, pkg.id));
    let entryId: number | null = null;
    if (value > 0) {
      const { net, vat } = splitVat(value, vatRate);
      const lines = [
        { accountId: await packageAccounts.prepaid(tx, input.companyId), amount: -value },
        { accountId: await packageAccounts.revenue(tx, input.companyId), amount: net },
      ];
      if (vat > 0) lines.push({ accountId: await packageAccounts.vat(tx, input.companyId, vatRate), amount: vat });
      ({ id: entryId } = await postEntry(tx, {
        companyId: input.companyId,
        kind: 'package_use',
        description: `${pkg.name}: ${minutes} min`,
        lines,
        bookedAt: input.bookedAt ?? input.at,
        flightId: input.flightId,
        packageId: pkg.id,
        createdByUserId: input.createdByUserId ?? null,
      }));
    }
    await recordUsage(tx, pkg, input, { minutes, value, entryId });
    drawn.push({ packageId: pkg.id, minutes, name: pkg.name });
    wanted -= minutes;
  }
  return drawn;
}

/**
 * Pays up to `amount` (minor units) of a flight's charge from the member's money packages, expiring
 * first: posts a 'package_use' entry per package (prepaid 1718 → member account, which the flight's
 * charge debits) and returns what each gave.
 */
export async function drawAmount(
  tx: Tx,
  input: UsageInput & { membershipId: number; amount: number; createdByUserId?: number | null },
): Promise<Array<{ packageId: number; amount: number; name: string }>> {
  if (input.amount <= 0) return [];
  const candidates = await livePackages(
    tx,
    input.companyId,
    input.membershipId,
    input.at,
    gt(prepaidPackages.remainingAmount, 0),
  );
  const drawn: Array<{ packageId: number; amount: number; name: string }> = [];
  let wanted = input.amount;
  for (const pkg of candidates) {
    if (wanted === 0) break;
    const before = pkg.remainingAmount ?? 0;
    const amount = Math.min(before, wanted);
    await tx
      .update(prepaidPackages)
      .set({ remainingAmount: before - amount, updatedAt: new Date() })
      .where(eq(prepaidPackages.id, pkg.id));
    const { id: entryId } = await postEntry(tx, {
      companyId: input.companyId,
      kind: 'package_use',
      description: pkg.name,
      lines: [
        { accountId: await packageAccounts.prepaid(tx, input.companyId), amount: -amount },
        { accountId: await memberAccountId(tx, input.companyId, input.membershipId), amount },
      ],
      bookedAt: input.bookedAt ?? input.at,
      flightId: input.flightId,
      packageId: pkg.id,
      createdByUserId: input.createdByUserId ?? null,
    });
    await recordUsage(tx, pkg, input, { amount, value: amount, entryId });
    drawn.push({ packageId: pkg.id, amount, name: pkg.name });
    wanted -= amount;
  }
  return drawn;
}
