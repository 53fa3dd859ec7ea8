import type { RecurringFlightInput, RecurringFlightUpdate } from '@portal/contracts';
import { recurrenceMessages as says } from '@portal/contracts/fbo-messages';
import { and, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recurringFlightExceptions, recurringFlights } from '../../db/schema';
import { addDays } from '../../lib/dates';
import { AppError, invalid } from '../../lib/errors';
import type { OperatorRow } from './operator';
import { occurrencesOf, type SeriesRow } from './recurrence';
import { addExceptions, assertOwnAirplane, checkedOccurrences, createSeries, exceptionsOf, shapeOf } from './series';
import { dropSeriesBookings, syncSeriesBookings } from './series-bookings';

/** The series as the create request would give it. */
const inputOf = (series: SeriesRow): Omit<RecurringFlightInput, 'skip_conflicts'> => ({
  title: series.title,
  airplane_id: series.airplaneId,
  registration: series.registration,
  route: series.route,
  starts_on: series.startsOn,
  start_time: series.startTime,
  duration_minutes: series.durationMinutes,
  rule: { freq: series.freq, interval: series.interval, by_day: series.byDay, until: series.until, count: series.count },
});

/** The day of the flight that starts at `occurrence` (a flight already cancelled is not one). */
export async function occurrenceDay(db: Executor, series: SeriesRow, occurrence: string): Promise<string> {
  const at = Date.parse(occurrence);
  const exceptions = new Set((await exceptionsOf(db, [series.id])).get(series.id));
  const window = { from: new Date(at - 86_400_000), to: new Date(at + 86_400_000) };
  const found = occurrencesOf(series, exceptions, window).find((item) => item.startsAt.getTime() === at);
  if (!found) throw invalid('occurrence', says.notAnOccurrence);
  return found.localDate;
}

function changed(series: SeriesRow, update: RecurringFlightUpdate) {
  const base = inputOf(series);
  return {
    ...base,
    title: update.title ?? base.title,
    route: update.route ?? base.route,
    registration: update.registration === undefined ? base.registration : update.registration,
    starts_on: update.starts_on ?? base.starts_on,
    start_time: update.start_time ?? base.start_time,
    duration_minutes: update.duration_minutes ?? base.duration_minutes,
    rule: update.rule ?? base.rule,
    skip_conflicts: update.skip_conflicts,
  };
}

/** The whole series changes; its exceptions stay, by their day, so no cancelled flight comes back. */
async function editAll(tx: Executor, operator: OperatorRow, series: SeriesRow, update: RecurringFlightUpdate, userId: number) {
  const input = changed(series, update);
  await assertOwnAirplane(tx, operator, input.airplane_id);
  const shape = shapeOf(operator, input);
  const exceptions = new Set((await exceptionsOf(tx, [series.id])).get(series.id));
  const checked = await checkedOccurrences(tx, operator, shape, input.airplane_id, exceptions, series.id);
  const colliding = checked.filter((item) => item.conflicts.length > 0).map((item) => item.localDate);
  if (colliding.length > 0 && !input.skip_conflicts) throw new AppError('conflict', says.conflicts(colliding.length));
  const [row] = await tx
    .update(recurringFlights)
    .set({ title: input.title, route: input.route, registration: input.registration, ...shape, updatedAt: new Date() })
    .where(eq(recurringFlights.id, series.id))
    .returning();
  await addExceptions(tx, series.id, colliding);
  await syncSeriesBookings(tx, row as SeriesRow, new Set([...exceptions, ...colliding]), userId);
  return [row as SeriesRow];
}

/** One edit: the locked series, the change and who makes it. */
interface Edit {
  tx: Executor;
  operator: OperatorRow;
  series: SeriesRow;
  update: RecurringFlightUpdate;
  userId: number;
}

/** The series ends the day before; a new one, with the change, takes the flights from that day on and their exceptions. */
async function editFollowing({ tx, operator, series, update, userId }: Edit, day: string) {
  const before = occurrencesOf(series).filter((item) => item.localDate < day).length;
  if (before === 0) return editAll(tx, operator, series, update, userId);
  const moved = await tx
    .delete(recurringFlightExceptions)
    .where(and(eq(recurringFlightExceptions.recurringFlightId, series.id), gte(recurringFlightExceptions.occursOn, day)))
    .returning({ day: recurringFlightExceptions.occursOn });
  const [ended] = await tx
    .update(recurringFlights)
    .set(series.count ? { count: before, updatedAt: new Date() } : { until: addDays(day, -1), updatedAt: new Date() })
    .where(eq(recurringFlights.id, series.id))
    .returning();
  await dropSeriesBookings(tx, series.id, { from: day });
  const input = changed(series, update);
  const rule = update.rule ?? { ...input.rule, count: series.count ? series.count - before : null };
  const next = await createSeries(tx, operator, { ...input, starts_on: update.starts_on ?? day, rule }, userId, {
    parentId: series.id,
    exceptions: moved.map((row) => row.day),
  });
  return [ended as SeriesRow, next];
}

/** One flight changes: it becomes an exception of the series and a series of one flight of its own. */
async function editThis({ tx, operator, series, update, userId }: Edit, day: string) {
  await addExceptions(tx, series.id, [day]);
  const input = changed(series, update);
  const single = { freq: 'DAILY' as const, interval: 1, by_day: [], until: null, count: 1 };
  const one = await createSeries(tx, operator, { ...input, starts_on: update.starts_on ?? day, rule: single }, userId, {
    parentId: series.id,
  });
  return [series, one];
}

/** Applies an edit as calendars do: this flight, this and the following ones (the series is split), or all. */
export async function editSeries(
  tx: Executor,
  operator: OperatorRow,
  series: SeriesRow,
  update: RecurringFlightUpdate,
  userId: number,
) {
  if (update.scope === 'all') return editAll(tx, operator, series, update, userId);
  const day = await occurrenceDay(tx, series, update.occurrence as string);
  const edit = { tx, operator, series, update, userId };
  if (update.scope === 'following') return editFollowing(edit, day);
  return editThis(edit, day);
}

/**
 * The whole series is cancelled from `now` on: its flights that have not started yet and their bookings go, the
 * flights before stay (the series ends the day before the first one cancelled), as do flown bookings. A series
 * none of whose flights has come yet is removed.
 */
export async function cancelSeries(tx: Executor, series: SeriesRow, now: Date) {
  const exceptions = new Set((await exceptionsOf(tx, [series.id])).get(series.id));
  const first = occurrencesOf(series, exceptions).find((item) => item.startsAt > now);
  if (!first) return;
  const before = occurrencesOf(series).filter((item) => item.localDate < first.localDate).length;
  if (before === 0) {
    await tx.delete(recurringFlights).where(eq(recurringFlights.id, series.id));
    return;
  }
  await tx
    .update(recurringFlights)
    .set(series.count ? { count: before, updatedAt: new Date() } : { until: addDays(first.localDate, -1), updatedAt: new Date() })
    .where(eq(recurringFlights.id, series.id));
  await dropSeriesBookings(tx, series.id, { from: first.localDate });
}
