import type { PositionCreate } from '@portal/contracts';
import { fleetMessages as says } from '@portal/contracts/fleet-messages';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airplanePositions } from '../../db/schema';
import { invalid } from '../../lib/errors';
import type { AirplaneRow } from './bookable';
import type { PositionRow } from './presenter';

/** Clocks of trackers drift a little; anything later than this ahead of ours is a mistake. */
const CLOCK_SKEW_MS = 5 * 60_000;

export async function reportPosition(
  db: Executor,
  airplane: AirplaneRow,
  userId: number,
  input: PositionCreate,
): Promise<PositionRow> {
  const reportedAt = input.reported_at ? new Date(input.reported_at) : new Date();
  if (reportedAt.getTime() > Date.now() + CLOCK_SKEW_MS) {
    throw invalid('reported_at', says.positionInFuture);
  }
  const [row] = await db
    .insert(airplanePositions)
    .values({
      companyId: airplane.companyId,
      airplaneId: airplane.id,
      latitude: input.latitude,
      longitude: input.longitude,
      altitudeFt: input.altitude_ft ?? null,
      headingDeg: input.heading_deg ?? null,
      groundSpeedKt: input.ground_speed_kt ?? null,
      source: input.source,
      reportedAt,
      reportedByUserId: userId,
    })
    .returning();
  return row as PositionRow;
}

/** The track between `from` and `to`: the latest `limit` positions, oldest first. */
export async function positionTrack(
  db: Executor,
  airplane: AirplaneRow,
  range: { from?: string; to?: string; limit: number },
): Promise<PositionRow[]> {
  const rows = await db
    .select()
    .from(airplanePositions)
    .where(
      and(
        eq(airplanePositions.companyId, airplane.companyId),
        eq(airplanePositions.airplaneId, airplane.id),
        range.from ? gte(airplanePositions.reportedAt, new Date(range.from)) : undefined,
        range.to ? lte(airplanePositions.reportedAt, new Date(range.to)) : undefined,
      ),
    )
    .orderBy(desc(airplanePositions.reportedAt), desc(airplanePositions.id))
    .limit(range.limit);
  return rows.reverse();
}
