import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import { takeScheduleTurns } from '../booking';
import { occurrencesOf, type SeriesRow } from './recurrence';

/** A flight already flown (a recorded flight closed its booking) stays as it was, whatever the series becomes. */
const notFlown = isNull(bookings.completedAt);

/**
 * The series' flights as bookings of its aircraft, over the series' whole span (a series is at most three
 * years, so no rolling horizon and no job to extend it): an `event` booking without a pilot, named by the
 * series and the flight's day in its zone (unique). Bookings of days no longer flown, or flown at another
 * time, are removed and the missing ones inserted, so the no-overlap constraint checks every flight as it
 * checks any booking. A series without an aircraft of the operator books nothing.
 */
export async function syncSeriesBookings(tx: Executor, series: SeriesRow, exceptions: ReadonlySet<string>, userId: number) {
  const wanted = series.airplaneId ? occurrencesOf(series, exceptions) : [];
  if (series.airplaneId) await takeScheduleTurns(tx, { airplaneIds: [series.airplaneId], instructorMembershipIds: [] });
  const byDay = new Map(wanted.map((occurrence) => [occurrence.localDate, occurrence]));
  const existing = await tx
    .select({
      id: bookings.id,
      day: bookings.occursOn,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      flown: bookings.completedAt,
    })
    .from(bookings)
    .where(eq(bookings.recurringFlightId, series.id));
  const stale = existing.filter((row) => {
    const occurrence = byDay.get(row.day as string);
    if (row.flown) return false;
    return (
      !occurrence ||
      occurrence.startsAt.getTime() !== row.startsAt.getTime() ||
      occurrence.endsAt.getTime() !== row.endsAt.getTime()
    );
  });
  const staleIds = new Set(stale.map((row) => row.id));
  if (staleIds.size > 0) await tx.delete(bookings).where(inArray(bookings.id, [...staleIds]));
  const kept = new Set(existing.filter((row) => !staleIds.has(row.id)).map((row) => row.day));
  await tx
    .update(bookings)
    .set({ notes: series.title, route: series.route || null, updatedAt: new Date() })
    .where(and(eq(bookings.recurringFlightId, series.id), notFlown));
  const missing = wanted.filter((occurrence) => !kept.has(occurrence.localDate));
  if (missing.length === 0 || !series.airplaneId) return;
  const airplaneId = series.airplaneId;
  await tx.insert(bookings).values(
    missing.map((occurrence) => ({
      companyId: series.companyId,
      airplaneId,
      type: 'event' as const,
      startsAt: occurrence.startsAt,
      endsAt: occurrence.endsAt,
      route: series.route || null,
      notes: series.title,
      recurringFlightId: series.id,
      occursOn: occurrence.localDate,
      createdByUserId: userId,
    })),
  );
}

/** The bookings of the series' flights on those days, or from that day on, are removed (flown ones stay). */
export async function dropSeriesBookings(tx: Executor, seriesId: number, days: { on: readonly string[] } | { from: string }) {
  const which = 'from' in days ? gte(bookings.occursOn, days.from) : inArray(bookings.occursOn, [...days.on]);
  if ('on' in days && days.on.length === 0) return;
  await tx.delete(bookings).where(and(eq(bookings.recurringFlightId, seriesId), which, notFlown));
}
