import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import { pgErrorOf } from '../../lib/db-errors';
import { memberNames } from '../memberships';

export const overlaps = (startsAt: Date, endsAt: Date): SQL =>
  sql`tstzrange(${bookings.startsAt}, ${bookings.endsAt}, '[)') && tstzrange(${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz, '[)')`;

export const isOverlapViolation = (error: unknown) => pgErrorOf(error)?.code === '23P01';

const pilot = memberNames('pilot');

export interface Collision {
  id: number;
  startsAt: Date;
  endsAt: Date;
  membershipId: number | null;
  pilotName: string | null;
  pilotUserId: number | null;
}

/** Confirmed bookings that overlap the span, matching `where` (an aircraft or an instructor), oldest first. */
export async function confirmedOverlaps(db: Executor, where: SQL | undefined, startsAt: Date, endsAt: Date, exceptId?: number) {
  const rows = await db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      membershipId: bookings.membershipId,
      pilotName: pilot.name,
      pilotUserId: pilot.userId,
    })
    .from(bookings)
    .leftJoin(pilot, eq(pilot.membershipId, bookings.membershipId))
    .where(
      and(where, eq(bookings.status, 'confirmed'), overlaps(startsAt, endsAt), exceptId ? ne(bookings.id, exceptId) : undefined),
    )
    .orderBy(bookings.startsAt);
  return rows satisfies Collision[];
}
