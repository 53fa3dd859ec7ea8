import type { EventCreate, EventUpdate, Role } from '@portal/contracts';
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clubEvents, eventRegistrations, workHours } from '../../db/schema';
import type { CompanyAccess } from '../../plugins/tenancy';

export type EventRow = typeof clubEvents.$inferSelect;

/** What a list shows beside each event: seats taken, the waiting list's length, the caller's own answer. */
export interface EventWithCounts extends EventRow {
  registeredCount: number;
  waitingCount: number;
  mine: { status: 'registered' | 'waiting' | 'declined'; waitingPosition: number | null } | null;
}

export async function findEvent(db: Executor, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(clubEvents).where(eq(clubEvents.id, id));
  return row;
}

/** The event's row, locked until the transaction ends: registrations of one event queue behind it. */
export async function lockEvent(db: Executor, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(clubEvents).where(eq(clubEvents.id, id)).for('update');
  return row;
}

/** Events the caller's roles may see: those for everyone, and those for a role the caller holds (admins: all). */
export function visibleTo(access: CompanyAccess): SQL | undefined {
  if (access.has('admin')) return undefined;
  const roles = access.membership?.roles ?? [];
  return or(sql`cardinality(${clubEvents.visibleToRoles}) = 0`, sql`${clubEvents.visibleToRoles} && ${sql.param(roles)}::text[]`);
}

interface ListFilter {
  from: Date;
  past: boolean;
}

function listWhere(access: CompanyAccess, filter: ListFilter) {
  return and(
    eq(clubEvents.companyId, access.company.id),
    filter.past ? lt(clubEvents.endsAt, filter.from) : gte(clubEvents.endsAt, filter.from),
    visibleTo(access),
  );
}

export async function countEvents(db: Executor, access: CompanyAccess, filter: ListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clubEvents).where(listWhere(access, filter));
  return row?.n ?? 0;
}

export async function listEvents(
  db: Executor,
  access: CompanyAccess,
  filter: ListFilter,
  limit?: number,
  offset?: number,
): Promise<EventWithCounts[]> {
  const rows = await db
    .select()
    .from(clubEvents)
    .where(listWhere(access, filter))
    .orderBy(filter.past ? desc(clubEvents.startsAt) : asc(clubEvents.startsAt), asc(clubEvents.id))
    .limit(limit ?? 1000)
    .offset(offset ?? 0);
  return withCounts(db, rows, access.membership?.id ?? null);
}

/** Adds the counts and the member's own registration (with the waiting-list place) to each event, in two queries. */
export async function withCounts(db: Executor, rows: EventRow[], membershipId: number | null): Promise<EventWithCounts[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const counts = await db
    .select({ eventId: eventRegistrations.eventId, status: eventRegistrations.status, n: count() })
    .from(eventRegistrations)
    .where(inArray(eventRegistrations.eventId, ids))
    .groupBy(eventRegistrations.eventId, eventRegistrations.status);
  const mine =
    membershipId === null
      ? []
      : await db
          .select({ id: eventRegistrations.id, eventId: eventRegistrations.eventId, status: eventRegistrations.status })
          .from(eventRegistrations)
          .where(and(inArray(eventRegistrations.eventId, ids), eq(eventRegistrations.membershipId, membershipId)));
  const positions = await waitingPositions(
    db,
    mine.filter((row) => row.status === 'waiting').map((row) => row.eventId),
  );
  const countOf = (id: number, status: string) => counts.find((row) => row.eventId === id && row.status === status)?.n ?? 0;
  return rows.map((row) => {
    const own = mine.find((m) => m.eventId === row.id);
    return {
      ...row,
      registeredCount: countOf(row.id, 'registered'),
      waitingCount: countOf(row.id, 'waiting'),
      mine: own
        ? { status: own.status, waitingPosition: own.status === 'waiting' ? (positions.get(own.id) ?? null) : null }
        : null,
    };
  });
}

/** Each waiting registration's place in its event's queue (1 = next), by `queued_at` then id. */
async function waitingPositions(db: Executor, eventIds: number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: eventRegistrations.id,
      position: sql<number>`row_number() over (partition by ${eventRegistrations.eventId} order by ${eventRegistrations.queuedAt}, ${eventRegistrations.id})`,
    })
    .from(eventRegistrations)
    .where(and(inArray(eventRegistrations.eventId, eventIds), eq(eventRegistrations.status, 'waiting')));
  return new Map(rows.map((row) => [row.id, Number(row.position)]));
}

const columnsOf = (input: EventUpdate) => ({
  ...(input.title !== undefined && { title: input.title }),
  ...(input.description !== undefined && { description: input.description }),
  ...(input.place !== undefined && { place: input.place }),
  ...(input.starts_at !== undefined && { startsAt: new Date(input.starts_at) }),
  ...(input.ends_at !== undefined && { endsAt: new Date(input.ends_at) }),
  ...(input.capacity !== undefined && { capacity: input.capacity }),
  ...(input.visible_to_roles !== undefined && { visibleToRoles: [...new Set(input.visible_to_roles)] as Role[] }),
  ...(input.registration_deadline !== undefined && {
    registrationDeadline: input.registration_deadline === null ? null : new Date(input.registration_deadline),
  }),
});

export async function createEvent(db: Executor, companyId: number, input: EventCreate): Promise<EventRow> {
  const [row] = await db
    .insert(clubEvents)
    .values({
      companyId,
      title: input.title,
      startsAt: new Date(input.starts_at),
      endsAt: new Date(input.ends_at),
      ...columnsOf(input),
    })
    .returning();
  if (!row) throw new Error('event not created');
  return row;
}

export async function updateEvent(db: Executor, id: number, change: EventUpdate): Promise<EventRow> {
  const [row] = await db
    .update(clubEvents)
    .set({ ...columnsOf(change), updatedAt: new Date() })
    .where(eq(clubEvents.id, id))
    .returning();
  if (!row) throw new Error('event vanished');
  return row;
}

/** Deletes the event; work hours logged for it keep its title as their task. */
export async function deleteEvent(db: Executor, event: EventRow): Promise<void> {
  await db
    .update(workHours)
    .set({ task: event.title })
    .where(and(eq(workHours.eventId, event.id), eq(workHours.task, '')));
  await db.delete(clubEvents).where(eq(clubEvents.id, event.id));
}

/** Whether registration is still open at `now`: before the deadline (if any) and before the start. */
export const registrationOpen = (event: EventRow, now: Date) =>
  now < event.startsAt && (event.registrationDeadline === null || now <= event.registrationDeadline);
