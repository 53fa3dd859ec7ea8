import type { MaintenanceItem, MaintenanceItemCreate, MaintenanceItemUpdate, TrafficLight } from '@portal/contracts';
import { fleetMessages as says } from '@portal/contracts/fleet-messages';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { maintenanceItems } from '../../db/schema';
import { daysBetween } from '../../lib/dates';
import { invalid, notFound } from '../../lib/errors';
import type { AirplaneRow } from './bookable';

export type MaintenanceItemRow = typeof maintenanceItems.$inferSelect;

export async function maintenanceItemById(db: Executor, id: number): Promise<MaintenanceItemRow> {
  const [item] = await db.select().from(maintenanceItems).where(eq(maintenanceItems.id, id));
  if (!item) throw notFound();
  return item;
}

export function listMaintenanceItems(db: Executor, airplane: AirplaneRow): Promise<MaintenanceItemRow[]> {
  return db
    .select()
    .from(maintenanceItems)
    .where(and(eq(maintenanceItems.companyId, airplane.companyId), eq(maintenanceItems.airplaneId, airplane.id)))
    .orderBy(sql`${maintenanceItems.dueOn} asc nulls last`, asc(maintenanceItems.dueAtHobbsMinutes), asc(maintenanceItems.id));
}

export async function createMaintenanceItem(db: Executor, airplane: AirplaneRow, input: MaintenanceItemCreate) {
  const [row] = await db
    .insert(maintenanceItems)
    .values({
      companyId: airplane.companyId,
      airplaneId: airplane.id,
      what: input.what,
      dueAtHobbsMinutes: input.due_at_hobbs_minutes ?? null,
      dueOn: input.due_on ?? null,
      warnBeforeMinutes: input.warn_before_minutes,
      warnBeforeDays: input.warn_before_days,
      notes: input.notes ?? null,
    })
    .returning();
  return row as MaintenanceItemRow;
}

export async function updateMaintenanceItem(db: Executor, item: MaintenanceItemRow, changes: MaintenanceItemUpdate) {
  const dueAt = changes.due_at_hobbs_minutes === undefined ? item.dueAtHobbsMinutes : changes.due_at_hobbs_minutes;
  const dueOn = changes.due_on === undefined ? item.dueOn : changes.due_on;
  if (dueAt === null && dueOn === null) throw invalid('due_on', says.dueRequired);
  const [row] = await db
    .update(maintenanceItems)
    .set({
      what: changes.what,
      dueAtHobbsMinutes: changes.due_at_hobbs_minutes,
      dueOn: changes.due_on,
      warnBeforeMinutes: changes.warn_before_minutes,
      warnBeforeDays: changes.warn_before_days,
      notes: changes.notes,
      updatedAt: new Date(),
    })
    .where(eq(maintenanceItems.id, item.id))
    .returning();
  return row as MaintenanceItemRow;
}

/** Red once due (by Hobbs time or from the due date on), amber inside the warning margin, else green. */
export function presentMaintenanceItem(row: MaintenanceItemRow, hobbsMinutes: number, today: string): MaintenanceItem {
  const minutesLeft = row.dueAtHobbsMinutes === null ? null : row.dueAtHobbsMinutes - hobbsMinutes;
  const daysLeft = row.dueOn === null ? null : daysBetween(today, row.dueOn);
  let light: TrafficLight = 'green';
  if ((minutesLeft !== null && minutesLeft <= 0) || (daysLeft !== null && daysLeft <= 0)) light = 'red';
  else if (
    (minutesLeft !== null && minutesLeft <= row.warnBeforeMinutes) ||
    (daysLeft !== null && daysLeft <= row.warnBeforeDays)
  ) {
    light = 'amber';
  }
  return {
    id: row.id,
    airplane_id: row.airplaneId,
    what: row.what,
    due_at_hobbs_minutes: row.dueAtHobbsMinutes,
    due_on: row.dueOn,
    warn_before_minutes: row.warnBeforeMinutes,
    warn_before_days: row.warnBeforeDays,
    notes: row.notes,
    minutes_left: minutesLeft,
    days_left: daysLeft,
    light,
  };
}
