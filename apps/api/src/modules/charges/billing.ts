import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chargeLines, flights } from '../../db/schema';

/**
 * Marks charge lines billed by an invoice, and each of their flights billed once none of its lines
 * is left unbilled. Only lines still unbilled move: the answer is how many did, so the caller sees
 * a line another invoice took first.
 */
export async function billChargeLines(tx: Executor, companyId: number, ids: number[], at: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const billed = await tx
    .update(chargeLines)
    .set({ status: 'billed' })
    .where(and(eq(chargeLines.companyId, companyId), inArray(chargeLines.id, ids), eq(chargeLines.status, 'unbilled')))
    .returning({ flightId: chargeLines.flightId });
  const flightIds = [...new Set(billed.map((line) => line.flightId))];
  if (flightIds.length > 0) {
    const open = tx
      .select({ one: sql`1` })
      .from(chargeLines)
      .where(and(eq(chargeLines.flightId, flights.id), eq(chargeLines.status, 'unbilled')));
    await tx
      .update(flights)
      .set({ status: 'billed', billedAt: at })
      .where(
        and(eq(flights.companyId, companyId), inArray(flights.id, flightIds), eq(flights.status, 'recorded'), notExists(open)),
      );
  }
  return billed.length;
}

/** Gives charge lines back to billing (their invoice was cancelled): the lines unbilled, their flights recorded. */
export async function unbillChargeLines(tx: Executor, companyId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const lines = await tx
    .update(chargeLines)
    .set({ status: 'unbilled' })
    .where(and(eq(chargeLines.companyId, companyId), inArray(chargeLines.id, ids)))
    .returning({ flightId: chargeLines.flightId });
  const flightIds = [...new Set(lines.map((line) => line.flightId))];
  if (flightIds.length === 0) return;
  await tx
    .update(flights)
    .set({ status: 'recorded', billedAt: null })
    .where(and(eq(flights.companyId, companyId), inArray(flights.id, flightIds)));
}
