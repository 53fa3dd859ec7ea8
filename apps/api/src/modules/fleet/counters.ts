import { dueHobbsReason } from '@portal/contracts/fleet-messages';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airplanes, maintenanceItems } from '../../db/schema';
import type { AirplaneRow } from './bookable';
import { formatHours } from './hours';

export type MaintenanceDue = Pick<typeof maintenanceItems.$inferSelect, 'id' | 'what' | 'dueAtHobbsMinutes'>;

/** The company's aircraft, locked until the transaction ends: flights read and move its counters one at a time. */
export async function lockCompanyAirplane(db: Executor, companyId: number, airplaneId: number): Promise<AirplaneRow | undefined> {
  const [airplane] = await db
    .select()
    .from(airplanes)
    .where(and(eq(airplanes.companyId, companyId), eq(airplanes.id, airplaneId)))
    .for('update');
  return airplane;
}

export interface CounterMove {
  /** New readings; absent ones stay. */
  hobbsMinutes?: number;
  tachMinutes?: number;
  /** Added to the engine time since overhaul (negative when a flight is taken back). */
  engineMinutes: number;
}

/**
 * Moves the counters of a locked aircraft after a flight. A maintenance item that falls due by
 * Hobbs time with this move grounds an aircraft in service (an item already overdue, which an
 * admin let fly on, does not ground it again). Returns the aircraft and the item that grounded it.
 */
export async function moveCounters(
  db: Executor,
  airplane: AirplaneRow,
  move: CounterMove,
): Promise<{ airplane: AirplaneRow; grounding: MaintenanceDue | null }> {
  const hobbs = move.hobbsMinutes ?? airplane.hobbsMinutes;
  const [due] =
    hobbs > airplane.hobbsMinutes && airplane.status === 'active'
      ? await db
          .select({ id: maintenanceItems.id, what: maintenanceItems.what, dueAtHobbsMinutes: maintenanceItems.dueAtHobbsMinutes })
          .from(maintenanceItems)
          .where(
            and(
              eq(maintenanceItems.companyId, airplane.companyId),
              eq(maintenanceItems.airplaneId, airplane.id),
              gt(maintenanceItems.dueAtHobbsMinutes, airplane.hobbsMinutes),
              lte(maintenanceItems.dueAtHobbsMinutes, hobbs),
            ),
          )
          .orderBy(asc(maintenanceItems.dueAtHobbsMinutes))
          .limit(1)
      : [];
  const grounding = due
    ? {
        status: 'grounded' as const,
        statusReason: dueHobbsReason(due.what, formatHours(due.dueAtHobbsMinutes ?? hobbs)),
        groundedBySquawk: false,
      }
    : {};
  const [updated] = await db
    .update(airplanes)
    .set({
      hobbsMinutes: hobbs,
      tachMinutes: move.tachMinutes ?? airplane.tachMinutes,
      engineMinutesSinceOverhaul: Math.max(0, airplane.engineMinutesSinceOverhaul + move.engineMinutes),
      ...grounding,
      updatedAt: new Date(),
    })
    .where(eq(airplanes.id, airplane.id))
    .returning();
  if (!updated) throw new Error('airplane counters were not moved');
  return { airplane: updated, grounding: due ?? null };
}
