import { eventMessages } from '@portal/contracts/events-messages';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventRegistrations, users } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { memberNames } from '../memberships';
import type { EventRow } from './events';
import { registrationOpen } from './events';

export type RegistrationRow = typeof eventRegistrations.$inferSelect;
export interface Standing {
  status: 'registered' | 'waiting' | 'declined';
  waitingPosition: number | null;
}

async function registeredCount(db: Executor, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'registered')));
  return row?.n ?? 0;
}

/** The place on the waiting list (1 = next), counted in `queued_at` order. */
async function waitingPosition(db: Executor, registration: RegistrationRow): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, registration.eventId),
        eq(eventRegistrations.status, 'waiting'),
        sql`(${eventRegistrations.queuedAt}, ${eventRegistrations.id}) <= (${registration.queuedAt}, ${registration.id})`,
      ),
    );
  return row?.n ?? 1;
}

export async function standingOf(db: Executor, registration: RegistrationRow): Promise<Standing> {
  return {
    status: registration.status,
    waitingPosition: registration.status === 'waiting' ? await waitingPosition(db, registration) : null,
  };
}

/**
 * Registers the member, or puts them on the waiting list when every seat is taken. The caller holds
 * the event's row lock (`lockEvent`), so the count and the insert see every earlier registration.
 */
export async function register(db: Executor, event: EventRow, membershipId: number, now: Date): Promise<RegistrationRow> {
  if (!registrationOpen(event, now)) throw conflict(eventMessages.registrationClosed);
  const [existing] = await db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.membershipId, membershipId)));
  if (existing && existing.status !== 'declined') throw conflict(eventMessages.alreadyRegistered);
  const full = event.capacity !== null && (await registeredCount(db, event.id)) >= event.capacity;
  const status = full ? ('waiting' as const) : ('registered' as const);
  const [row] = existing
    ? await db.update(eventRegistrations).set({ status, queuedAt: now }).where(eq(eventRegistrations.id, existing.id)).returning()
    : await db
        .insert(eventRegistrations)
        .values({ companyId: event.companyId, eventId: event.id, membershipId, status, queuedAt: now })
        .returning();
  if (!row) throw new Error('registration not written');
  return row;
}

/**
 * The member declines: a registration or a place on the waiting list is given up (kept as
 * `declined`, so the admins see the answer). Returns the member it gave up (or null when none was held).
 */
export async function decline(db: Executor, event: EventRow, membershipId: number): Promise<RegistrationRow | null> {
  const [existing] = await db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.membershipId, membershipId)));
  if (existing?.status === 'declined') return null;
  if (existing) {
    await db.update(eventRegistrations).set({ status: 'declined' }).where(eq(eventRegistrations.id, existing.id));
    return existing;
  }
  await db.insert(eventRegistrations).values({ companyId: event.companyId, eventId: event.id, membershipId, status: 'declined' });
  return null;
}

/** Moves waiting members up while seats are free (after a cancellation or a larger capacity); returns who moved. */
export async function moveUp(db: Executor, event: EventRow): Promise<RegistrationRow[]> {
  const free = event.capacity === null ? Number.MAX_SAFE_INTEGER : event.capacity - (await registeredCount(db, event.id));
  if (free <= 0) return [];
  const next = await db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, 'waiting')))
    .orderBy(asc(eventRegistrations.queuedAt), asc(eventRegistrations.id))
    .limit(Math.min(free, 10_000));
  for (const row of next) {
    await db.update(eventRegistrations).set({ status: 'registered' }).where(eq(eventRegistrations.id, row.id));
  }
  return next;
}

export async function registeredTotal(db: Executor, eventId: number) {
  return registeredCount(db, eventId);
}

const member = memberNames('member');

/** Every answer to the event, registered first, then the waiting list in order, then those who declined. */
export async function listRegistrations(db: Executor, eventId: number) {
  const rows = await db
    .select({ registration: eventRegistrations, name: member.name, email: users.email })
    .from(eventRegistrations)
    .innerJoin(member, eq(member.membershipId, eventRegistrations.membershipId))
    .innerJoin(users, eq(users.id, member.userId))
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(
      sql`case ${eventRegistrations.status} when 'registered' then 0 when 'waiting' then 1 else 2 end`,
      asc(eventRegistrations.queuedAt),
      asc(eventRegistrations.id),
    );
  let waiting = 0;
  return rows.map((row) => ({
    ...row.registration,
    name: row.name,
    email: row.email,
    waitingPosition: row.registration.status === 'waiting' ? ++waiting : null,
  }));
}
export type RegistrationListRow = Awaited<ReturnType<typeof listRegistrations>>[number];
