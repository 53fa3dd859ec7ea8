import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airplanes, companies, maintenanceItems } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { formatHours } from './hours';

export type AirplaneRow = typeof airplanes.$inferSelect;

/** The company's aircraft with that id, or undefined (also when it belongs to another company). */
export async function findCompanyAirplane(db: Executor, companyId: number, airplaneId: number): Promise<AirplaneRow | undefined> {
  const [airplane] = await db
    .select()
    .from(airplanes)
    .where(and(eq(airplanes.companyId, companyId), eq(airplanes.id, airplaneId)));
  return airplane;
}

/**
 * For the booking domain: refuses (422 on `airplane_id`) an aircraft that is grounded or retired,
 * already due by Hobbs time, or falls due by date (midnight in the company's time zone) before
 * the booking ends.
 */
export async function assertBookable(db: Executor, airplaneId: number, startsAt: Date, endsAt: Date): Promise<void> {
  const [airplane] = await db
    .select({ registration: airplanes.registration, status: airplanes.status, reason: airplanes.statusReason })
    .from(airplanes)
    .where(eq(airplanes.id, airplaneId));
  if (!airplane) throw invalid('airplane_id', 'The selected aircraft does not exist.');
  const name = airplane.registration;
  if (airplane.status === 'retired') throw invalid('airplane_id', `${name} is retired and cannot be booked.`);
  if (airplane.status === 'grounded') throw invalid('airplane_id', `${name} is grounded: ${airplane.reason}`);

  const dueAt = sql<Date>`(${maintenanceItems.dueOn}::timestamp at time zone ${companies.timezone})`;
  const [due] = await db
    .select({
      what: maintenanceItems.what,
      dueOn: maintenanceItems.dueOn,
      overdue: sql<boolean>`coalesce(${dueAt} <= ${startsAt.toISOString()}::timestamptz, false)`,
      dueAtHobbs: maintenanceItems.dueAtHobbsMinutes,
      hobbs: airplanes.hobbsMinutes,
    })
    .from(maintenanceItems)
    .innerJoin(airplanes, eq(airplanes.id, maintenanceItems.airplaneId))
    .innerJoin(companies, eq(companies.id, maintenanceItems.companyId))
    .where(
      and(
        eq(maintenanceItems.airplaneId, airplaneId),
        or(
          and(isNotNull(maintenanceItems.dueAtHobbsMinutes), lte(maintenanceItems.dueAtHobbsMinutes, airplanes.hobbsMinutes)),
          and(isNotNull(maintenanceItems.dueOn), sql`${dueAt} < ${endsAt.toISOString()}::timestamptz`),
        ),
      ),
    )
    .orderBy(maintenanceItems.dueOn)
    .limit(1);
  if (!due) return;
  if (due.dueAtHobbs !== null && due.dueAtHobbs <= due.hobbs) {
    throw invalid('airplane_id', `${name} is due for ${due.what} at ${formatHours(due.dueAtHobbs)} Hobbs hours.`);
  }
  throw invalid(
    'airplane_id',
    due.overdue
      ? `${name} has been due for ${due.what} since ${due.dueOn}.`
      : `${name} falls due for ${due.what} on ${due.dueOn}, before the booking ends.`,
  );
}
