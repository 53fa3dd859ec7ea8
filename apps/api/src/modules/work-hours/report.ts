import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberships, users, workHours } from '../../db/schema';

/** The yearly quota in minutes from `settings.work_hours.yearly_quota_minutes` (0 when unset). */
export function quotaOf(settings: Record<string, unknown>): number {
  const workHourSettings = settings.work_hours as { yearly_quota_minutes?: unknown } | undefined;
  const quota = workHourSettings?.yearly_quota_minutes;
  return typeof quota === 'number' && Number.isInteger(quota) && quota >= 0 ? quota : 0;
}

/**
 * Every approved member's year (or one member's): approved and pending minutes summed in SQL over
 * the `(company_id, worked_on)` index, against the quota.
 */
export async function yearReport(db: Executor, companyId: number, year: number, quota: number, membershipId?: number) {
  const inYear = sql`${workHours.workedOn} between ${`${year}-01-01`} and ${`${year}-12-31`}`;
  const rows = await db
    .select({
      membershipId: memberships.id,
      name: sql<string>`coalesce(${memberships.invitedName}, ${users.name})`,
      approved: sql<number>`coalesce(sum(${workHours.minutes}) filter (where ${workHours.status} = 'approved'), 0)::int`,
      pending: sql<number>`coalesce(sum(${workHours.minutes}) filter (where ${workHours.status} = 'pending'), 0)::int`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(workHours, and(eq(workHours.membershipId, memberships.id), eq(workHours.companyId, companyId), inYear))
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.status, 'approved'),
        membershipId ? eq(memberships.id, membershipId) : undefined,
      ),
    )
    .groupBy(memberships.id, memberships.invitedName, users.name)
    .orderBy(asc(sql`coalesce(${memberships.invitedName}, ${users.name})`));
  return rows.map((row) => ({
    membership_id: row.membershipId,
    name: row.name,
    approved_minutes: Number(row.approved),
    pending_minutes: Number(row.pending),
    quota_minutes: quota,
    missing_minutes: Math.max(0, quota - Number(row.approved)),
  }));
}
