import type { InstructorRate, InstructorRatesUpdate } from '@portal/contracts';
import { chargeMessages } from '@portal/contracts/charges-messages';
import { and, arrayContains, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fees, instructorRates, memberships, users } from '../../db/schema';
import { invalid } from '../../lib/errors';

/** The company's approved instructors, by name, each with the per-hour fee their time is charged by. */
export async function listInstructorRates(db: Executor, companyId: number): Promise<InstructorRate[]> {
  const rows = await db
    .select({ membershipId: memberships.id, name: users.name, feeId: instructorRates.feeId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      instructorRates,
      and(eq(instructorRates.companyId, memberships.companyId), eq(instructorRates.membershipId, memberships.id)),
    )
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.status, 'approved'),
        arrayContains(memberships.roles, ['instructor']),
      ),
    )
    .orderBy(asc(users.name), asc(memberships.id));
  return rows.map((row) => ({ membership_id: row.membershipId, name: row.name, fee_id: row.feeId }));
}

/**
 * Replaces the company's instructor rates with `change` (an instructor left out has none), in the
 * caller's transaction. Each must be an approved instructor and each fee one of the company's
 * per-hour fees, else 422 naming the entry's field.
 */
export async function setInstructorRates(tx: Executor, companyId: number, change: InstructorRatesUpdate) {
  const instructors = new Set((await listInstructorRates(tx, companyId)).map((rate) => rate.membership_id));
  const feeIds = change.rates.map((rate) => rate.fee_id).filter((id): id is number => id !== null);
  const hourly = new Set(
    feeIds.length === 0
      ? []
      : (
          await tx
            .select({ id: fees.id })
            .from(fees)
            .where(and(eq(fees.companyId, companyId), eq(fees.kind, 'per_hour'), inArray(fees.id, feeIds)))
        ).map((fee) => fee.id),
  );
  for (const [index, rate] of change.rates.entries()) {
    if (!instructors.has(rate.membership_id)) throw invalid(`rates.${index}.membership_id`, chargeMessages.rateNotInstructor);
    if (rate.fee_id !== null && !hourly.has(rate.fee_id)) throw invalid(`rates.${index}.fee_id`, chargeMessages.rateFeeNotHourly);
  }
  // The last word on an instructor counts, as if the entries were applied in order.
  const kept = new Map(change.rates.map((rate) => [rate.membership_id, rate.fee_id]));
  const rows = [...kept].flatMap(([membershipId, feeId]) => (feeId === null ? [] : [{ companyId, membershipId, feeId }]));
  await tx.delete(instructorRates).where(eq(instructorRates.companyId, companyId));
  if (rows.length > 0) await tx.insert(instructorRates).values(rows);
}
