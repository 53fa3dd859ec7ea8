import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberships, users } from '../../db/schema';
import type { Period } from './period';

/** A member counts as inactive after this many days without a flight as pilot. */
export const INACTIVE_DAYS = 90;

export interface InactiveMember {
  membershipId: number;
  name: string;
  /** The last flight's off-block day in the company's zone; null: never flew with the company. */
  lastFlightOn: string | null;
  daysSince: number | null;
}

/**
 * Approved members whose last flight as pilot (before the period's end) lies 90 days or more before it,
 * or who never flew; longest inactive first. The last flight is one backwards step on
 * `flights (pilot_membership_id, off_block_at)` per member.
 */
export async function inactiveMembers(db: Executor, companyId: number, period: Period): Promise<InactiveMember[]> {
  const last = sql<
    Date | string | null
  >`(select max(off_block_at) from flights where flights.pilot_membership_id = "memberships"."id" and flights.off_block_at < ${period.end})`;
  const members = db
    .select({
      membershipId: sql<number>`${memberships.id}`.as('membership_id'),
      name: sql<string>`coalesce(${memberships.invitedName}, ${users.name})`.as('name'),
      lastAt: last.as('last_at'),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.status, 'approved')))
    .as('members');
  // Midnight 89 days before the period's last day in the zone: a flight before it is 90 days or more ago.
  const cutoff = sql`((${period.to}::date - ${INACTIVE_DAYS - 1}::int)::timestamp at time zone ${period.timeZone})`;
  const rows = await db
    .select({
      membershipId: members.membershipId,
      name: members.name,
      lastFlightOn: sql<string | null>`to_char(${members.lastAt} at time zone ${period.timeZone}, 'YYYY-MM-DD')`,
    })
    .from(members)
    .where(or(isNull(members.lastAt), lt(members.lastAt, cutoff)))
    .orderBy(sql`${members.lastAt} asc nulls first`, asc(members.name));
  const end = Date.parse(`${period.to}T00:00:00Z`);
  return rows.map((row) => ({
    membershipId: Number(row.membershipId),
    name: row.name,
    lastFlightOn: row.lastFlightOn,
    daysSince: row.lastFlightOn === null ? null : Math.round((end - Date.parse(`${row.lastFlightOn}T00:00:00Z`)) / 86_400_000),
  }));
}
