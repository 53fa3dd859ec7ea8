import { flightMessages as says } from '@portal/contracts/flight-messages';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberships } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { isOverlapViolation } from '../booking';
import { type AirplaneRow, type CounterMove, moveCounters } from '../fleet';
import { notify } from '../notifications';

/**
 * Moves the aircraft's counters after a flight changed and, when that grounded it, tells the
 * company's admins in the app. Returns the aircraft as it is now.
 */
export async function applyCounterMove(db: Executor, airplane: AirplaneRow, move: CounterMove): Promise<AirplaneRow> {
  const { airplane: moved, grounding } = await moveCounters(db, airplane, move);
  if (!grounding) return moved;
  const admins = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.companyId, airplane.companyId),
        eq(memberships.status, 'approved'),
        arrayContains(memberships.roles, ['admin']),
      ),
    );
  await notify(
    db,
    admins.map((admin) => ({
      userId: admin.userId,
      companyId: airplane.companyId,
      kind: 'airplane.grounded',
      data: { airplane_id: airplane.id, registration: airplane.registration, reason: moved.statusReason },
    })),
  );
  return moved;
}

/** Runs a write; a flight the database refuses because it overlaps another of the aircraft becomes a 409. */
export async function refusingOverlaps<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isOverlapViolation(error)) throw new AppError('conflict', says.overlap);
    throw error;
  }
}
