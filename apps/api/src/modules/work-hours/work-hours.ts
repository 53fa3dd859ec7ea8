import type { WorkHourCreate, WorkHourUpdate } from '@portal/contracts';
import { workHourMessages } from '@portal/contracts/events-messages';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clubEvents, memberships, workHours } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { memberNames } from '../memberships';

export type WorkHourRow = typeof workHours.$inferSelect;
export type WorkHourListRow = WorkHourRow & { name: string; eventTitle: string | null };

export interface WorkHourFilter {
  year?: number;
  status?: WorkHourRow['status'];
  membershipId?: number;
}

const member = memberNames('member');

function where(companyId: number, filter: WorkHourFilter): SQL | undefined {
  return and(
    eq(workHours.companyId, companyId),
    filter.year ? gte(workHours.workedOn, `${filter.year}-01-01`) : undefined,
    filter.year ? lte(workHours.workedOn, `${filter.year}-12-31`) : undefined,
    filter.status ? eq(workHours.status, filter.status) : undefined,
    filter.membershipId ? eq(workHours.membershipId, filter.membershipId) : undefined,
  );
}

export async function countWorkHours(db: Executor, companyId: number, filter: WorkHourFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(workHours).where(where(companyId, filter));
  return row?.n ?? 0;
}

export async function listWorkHours(
  db: Executor,
  companyId: number,
  filter: WorkHourFilter,
  limit?: number,
  offset?: number,
): Promise<WorkHourListRow[]> {
  const rows = await db
    .select({ row: workHours, name: member.name, eventTitle: clubEvents.title })
    .from(workHours)
    .innerJoin(member, eq(member.membershipId, workHours.membershipId))
    .leftJoin(clubEvents, eq(clubEvents.id, workHours.eventId))
    .where(where(companyId, filter))
    .orderBy(desc(workHours.workedOn), desc(workHours.id))
    .limit(limit ?? 5000)
    .offset(offset ?? 0);
  return rows.map(({ row, name, eventTitle }) => ({ ...row, name, eventTitle }));
}

export async function findWorkHour(db: Executor, id: number): Promise<WorkHourListRow | undefined> {
  const [found] = await db
    .select({ row: workHours, name: member.name, eventTitle: clubEvents.title })
    .from(workHours)
    .innerJoin(member, eq(member.membershipId, workHours.membershipId))
    .leftJoin(clubEvents, eq(clubEvents.id, workHours.eventId))
    .where(eq(workHours.id, id));
  return found && { ...found.row, name: found.name, eventTitle: found.eventTitle };
}

/** Refuses an event or a member of another company by the field's name. */
async function checkBelongs(db: Executor, companyId: number, eventId: number | null, membershipId: number) {
  if (eventId !== null) {
    const [event] = await db.select({ companyId: clubEvents.companyId }).from(clubEvents).where(eq(clubEvents.id, eventId));
    if (event?.companyId !== companyId) throw invalid('event_id', workHourMessages.eventUnknown);
  }
  const [membership] = await db
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(and(eq(memberships.id, membershipId), eq(memberships.status, 'approved')));
  if (membership?.companyId !== companyId) throw invalid('membership_id', workHourMessages.memberUnknown);
}

export async function logWorkHours(db: Executor, companyId: number, membershipId: number, input: WorkHourCreate) {
  await checkBelongs(db, companyId, input.event_id, membershipId);
  const [row] = await db
    .insert(workHours)
    .values({
      companyId,
      membershipId,
      eventId: input.event_id,
      task: input.task,
      workedOn: input.worked_on,
      minutes: input.minutes,
      note: input.note,
    })
    .returning();
  if (!row) throw new Error('work hours not written');
  return row;
}

/** Changes the entry; a new status is a review (who and when are kept). */
export async function changeWorkHours(db: Executor, id: number, change: WorkHourUpdate, reviewerUserId: number | null) {
  const reviewed = change.status !== undefined && reviewerUserId !== null;
  const [row] = await db
    .update(workHours)
    .set({
      ...(change.task !== undefined && { task: change.task }),
      ...(change.worked_on !== undefined && { workedOn: change.worked_on }),
      ...(change.minutes !== undefined && { minutes: change.minutes }),
      ...(change.note !== undefined && { note: change.note }),
      ...(change.review_note !== undefined && { reviewNote: change.review_note }),
      ...(reviewed && { status: change.status, reviewedByUserId: reviewerUserId, reviewedAt: new Date() }),
    })
    .where(eq(workHours.id, id))
    .returning();
  if (!row) throw new Error('work hours vanished');
  return row;
}

export async function deleteWorkHours(db: Executor, id: number) {
  await db.delete(workHours).where(eq(workHours.id, id));
}
