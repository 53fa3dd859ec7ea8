import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { prepaidPackages, prepaidPackageUsages } from '../../db/schema';
import { reverseEntry, type Tx } from '../accounts';

/**
 * Gives back everything a flight drew from packages, for its correction or deletion: each use's
 * entry is reversed, the minutes or money go back on the package (reopened if it was closed at
 * expiry meanwhile, so the next daily run settles it again) and the usage line is marked returned.
 */
export async function returnFlightDraws(
  tx: Tx,
  flightId: number,
  createdByUserId?: number | null,
  bookedAt?: Date,
): Promise<void> {
  const usages = await tx
    .select()
    .from(prepaidPackageUsages)
    .where(
      and(
        eq(prepaidPackageUsages.flightId, flightId),
        eq(prepaidPackageUsages.kind, 'flight'),
        isNull(prepaidPackageUsages.returnedAt),
      ),
    )
    .orderBy(asc(prepaidPackageUsages.packageId), asc(prepaidPackageUsages.id));
  if (usages.length === 0) return;
  // Lock the packages in id order before touching them, as drawing does, so concurrent writers queue.
  await tx
    .select({ id: prepaidPackages.id })
    .from(prepaidPackages)
    .where(inArray(prepaidPackages.id, [...new Set(usages.map((usage) => usage.packageId))]))
    .orderBy(asc(prepaidPackages.id))
    .for('update');
  const now = new Date();
  for (const usage of usages) {
    const reversal = usage.entryId ? await reverseEntry(tx, usage.entryId, createdByUserId ?? null, bookedAt) : null;
    await tx
      .update(prepaidPackages)
      .set({
        remainingMinutes: sql`${prepaidPackages.remainingMinutes} + ${usage.minutes ?? 0}`,
        remainingAmount: sql`${prepaidPackages.remainingAmount} + ${usage.amount ?? 0}`,
        closedAt: null,
        updatedAt: now,
      })
      .where(eq(prepaidPackages.id, usage.packageId));
    await tx
      .update(prepaidPackageUsages)
      .set({ returnedAt: now, returnEntryId: reversal?.id ?? null })
      .where(eq(prepaidPackageUsages.id, usage.id));
  }
}
