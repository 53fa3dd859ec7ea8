import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airplanes, memberships } from '../../db/schema';

/** The aircraft and instructors whose calendars a booking write touches (before and after a change). */
export interface Schedules {
  airplaneIds: readonly number[];
  instructorMembershipIds: readonly (number | null)[];
}

/**
 * Writers of one aircraft's or one instructor's bookings take turns, the turn held until the transaction
 * ends. PostgreSQL checks the no-overlap constraints after it has written the row, so two overlapping
 * bookings written at once wait for each other: a deadlock it breaks only after a second, and under many
 * attempts at one slot one after another, for minutes (seen with 200). In turn, the second writer sees the
 * first's booking and hears 409 at once. Rows are locked aircraft first, each kind in id order, so two
 * writers never wait for each other; the row lock leaves the foreign keys' checks free.
 */
export async function takeScheduleTurns(tx: Executor, schedules: Schedules): Promise<void> {
  await lockInOrder(tx, airplanes, schedules.airplaneIds);
  await lockInOrder(tx, memberships, schedules.instructorMembershipIds);
}

/** The rows of `ids` (nulls left out), locked in id order until the transaction ends. */
async function lockInOrder(tx: Executor, table: typeof airplanes | typeof memberships, ids: readonly (number | null)[]) {
  const ordered = [...new Set(ids.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  if (ordered.length === 0) return;
  await tx.select({ id: table.id }).from(table).where(inArray(table.id, ordered)).orderBy(table.id).for('no key update');
}
