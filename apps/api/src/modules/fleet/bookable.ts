import type { DOCUMENT_KINDS } from '@portal/contracts';
import { dueHobbsOf, noGoDescription, fleetMessages as says } from '@portal/contracts/fleet-messages';
import { and, eq, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airplaneDocuments, airplanes, companies, maintenanceItems } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { formatHours } from './hours';

export type AirplaneRow = typeof airplanes.$inferSelect;

/** Papers without which the aircraft may not fly; "other" documents do not stop a booking. */
const REQUIRED_PAPERS: (typeof DOCUMENT_KINDS)[number][] = ['airworthiness_review', 'insurance', 'radio_licence'];

/** The company's aircraft with that id, or undefined (also when it belongs to another company). */
export async function findCompanyAirplane(db: Executor, companyId: number, airplaneId: number): Promise<AirplaneRow | undefined> {
  const [airplane] = await db
    .select()
    .from(airplanes)
    .where(and(eq(airplanes.companyId, companyId), eq(airplanes.id, airplaneId)));
  return airplane;
}

/** Midnight at the start of a date column's day, where the company is. */
const startOfDay = (date: SQL | typeof maintenanceItems.dueOn) => sql`((${date})::timestamp at time zone ${companies.timezone})`;
const isoTime = (time: Date) => sql`${time.toISOString()}::timestamptz`;

async function dueMaintenance(db: Executor, airplaneId: number, startsAt: Date, endsAt: Date) {
  const dueAt = startOfDay(maintenanceItems.dueOn);
  const [due] = await db
    .select({
      what: maintenanceItems.what,
      dueOn: maintenanceItems.dueOn,
      dueAtHobbs: maintenanceItems.dueAtHobbsMinutes,
      byHobbs: sql<boolean>`coalesce(${maintenanceItems.dueAtHobbsMinutes} <= ${airplanes.hobbsMinutes}, false)`,
      overdue: sql<boolean>`coalesce(${dueAt} <= ${isoTime(startsAt)}, false)`,
    })
    .from(maintenanceItems)
    .innerJoin(airplanes, eq(airplanes.id, maintenanceItems.airplaneId))
    .innerJoin(companies, eq(companies.id, maintenanceItems.companyId))
    .where(
      and(
        eq(maintenanceItems.airplaneId, airplaneId),
        or(
          and(isNotNull(maintenanceItems.dueAtHobbsMinutes), lte(maintenanceItems.dueAtHobbsMinutes, airplanes.hobbsMinutes)),
          and(isNotNull(maintenanceItems.dueOn), sql`${dueAt} < ${isoTime(endsAt)}`),
        ),
      ),
    )
    .orderBy(sql`${maintenanceItems.dueOn} asc nulls first`)
    .limit(1);
  return due;
}

/** A required paper valid through its expiry date that runs out before the booking ends. */
async function expiringPaper(db: Executor, airplaneId: number, endsAt: Date) {
  const [paper] = await db
    .select({ title: airplaneDocuments.title, expiresOn: airplaneDocuments.expiresOn })
    .from(airplaneDocuments)
    .innerJoin(companies, eq(companies.id, airplaneDocuments.companyId))
    .where(
      and(
        eq(airplaneDocuments.airplaneId, airplaneId),
        inArray(airplaneDocuments.kind, REQUIRED_PAPERS),
        sql`${startOfDay(sql`${airplaneDocuments.expiresOn} + 1`)} < ${isoTime(endsAt)}`,
      ),
    )
    .orderBy(airplaneDocuments.expiresOn)
    .limit(1);
  return paper;
}

/**
 * For the booking domain: refuses (422 on `airplane_id`) an aircraft that is grounded or retired,
 * due by Hobbs time, falls due by date (from midnight in the company's time zone) before the
 * booking ends, or whose airworthiness review, insurance or radio licence runs out before then.
 */
export async function assertBookable(db: Executor, airplaneId: number, startsAt: Date, endsAt: Date): Promise<void> {
  const [airplane] = await db
    .select({ registration: airplanes.registration, status: airplanes.status, reason: airplanes.statusReason })
    .from(airplanes)
    .where(eq(airplanes.id, airplaneId));
  if (!airplane) throw invalid('airplane_id', says.airplaneMissing);
  const name = airplane.registration;
  if (airplane.status === 'retired') throw invalid('airplane_id', says.retired(name));
  if (airplane.status === 'grounded') {
    const squawk = noGoDescription(airplane.reason);
    const due = dueHobbsOf(airplane.reason);
    if (squawk !== null) throw invalid('airplane_id', says.groundedBySquawk(name, squawk));
    if (due) throw invalid('airplane_id', says.groundedDueHobbs(name, due.what, due.hours));
    throw invalid('airplane_id', says.grounded(name, airplane.reason ?? ''));
  }

  const due = await dueMaintenance(db, airplaneId, startsAt, endsAt);
  if (due?.byHobbs) {
    throw invalid('airplane_id', says.dueHobbs(name, due.what, formatHours(due.dueAtHobbs ?? 0)));
  }
  if (due?.dueOn) {
    throw invalid(
      'airplane_id',
      due.overdue ? says.overdue(name, due.what, due.dueOn) : says.fallsDue(name, due.what, due.dueOn),
    );
  }
  const paper = await expiringPaper(db, airplaneId, endsAt);
  if (paper?.expiresOn) throw invalid('airplane_id', says.paperExpires(name, paper.title, paper.expiresOn));
}
