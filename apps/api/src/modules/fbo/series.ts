import type { RecurrenceRule, RecurringFlight, RecurringFlightInput } from '@portal/contracts';
import { recurrenceMessages as says } from '@portal/contracts/fbo-messages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recurringFlightExceptions, recurringFlights } from '../../db/schema';
import { addDays } from '../../lib/dates';
import { AppError, invalid } from '../../lib/errors';
import { airplaneConflicts } from '../booking';
import { findCompanyAirplane } from '../fleet';
import { withConflicts } from './conflicts';
import type { OperatorRow } from './operator';
import { icsRule, occurrencesOf, type SeriesRow, type SeriesShape } from './recurrence';
import { dropSeriesBookings, syncSeriesBookings } from './series-bookings';

const MAX_DAYS = 3 * 366;

/** The columns a rule is stored in. */
export const ruleColumns = (rule: RecurrenceRule) => ({
  freq: rule.freq,
  interval: rule.interval,
  byDay: rule.by_day,
  until: rule.until,
  count: rule.count,
});

/** A series shape from the request, in the operator's zone; a series longer than three years is refused. */
export function shapeOf(operator: OperatorRow, input: Omit<RecurringFlightInput, 'skip_conflicts'>): SeriesShape {
  const shape = {
    startsOn: input.starts_on,
    startTime: input.start_time,
    durationMinutes: input.duration_minutes,
    timezone: operator.timezone,
    ...ruleColumns(input.rule),
  };
  if (shape.until && shape.until > addDays(shape.startsOn, MAX_DAYS)) throw invalid('rule.until', says.tooLong);
  const all = occurrencesOf(shape);
  const last = all.at(-1);
  if (last && last.localDate > addDays(shape.startsOn, MAX_DAYS)) throw invalid('rule.count', says.tooLong);
  return shape;
}

/** The series' flights checked against the aircraft's bookings and maintenance blocks (a visitor's aircraft has none here). */
export async function checkedOccurrences(
  db: Executor,
  operator: OperatorRow,
  shape: SeriesShape,
  airplaneId: number | null,
  exceptions: ReadonlySet<string> = new Set(),
  seriesId: number | null = null,
) {
  const occurrences = occurrencesOf(shape, exceptions);
  if (!airplaneId) return withConflicts(occurrences, []);
  return withConflicts(occurrences, await airplaneConflicts(db, operator.id, airplaneId, occurrences, seriesId));
}

/** The operator's aircraft the series flies (its registration), refused on `airplane_id` when it is not the operator's. */
export async function assertOwnAirplane(db: Executor, operator: OperatorRow, airplaneId: number | null) {
  if (!airplaneId) return null;
  const airplane = await findCompanyAirplane(db, operator.id, airplaneId);
  if (!airplane) throw invalid('airplane_id', says.airplaneMissing);
  return airplane.registration;
}

/** The exceptions of series, by series. */
export async function exceptionsOf(db: Executor, ids: number[]): Promise<Map<number, string[]>> {
  const byId = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await db
    .select()
    .from(recurringFlightExceptions)
    .where(inArray(recurringFlightExceptions.recurringFlightId, ids))
    .orderBy(asc(recurringFlightExceptions.occursOn));
  for (const row of rows) byId.get(row.recurringFlightId)?.push(row.occursOn);
  return byId;
}

/** Cancels flights of the series by their day (EXDATE); their bookings go in the same transaction. */
export async function addExceptions(db: Executor, seriesId: number, days: readonly string[]) {
  if (days.length === 0) return;
  await db
    .insert(recurringFlightExceptions)
    .values(days.map((occursOn) => ({ recurringFlightId: seriesId, occursOn })))
    .onConflictDoNothing();
  await dropSeriesBookings(db, seriesId, { on: days });
}

/**
 * Writes a series and books its flights; with conflicts, either refuses it (409, the count named) or stores
 * the colliding flights as exceptions.
 */
export async function createSeries(
  tx: Executor,
  operator: OperatorRow,
  input: RecurringFlightInput,
  userId: number,
  extra: { parentId?: number; exceptions?: string[] } = {},
): Promise<SeriesRow> {
  const registration = (await assertOwnAirplane(tx, operator, input.airplane_id)) ?? input.registration;
  const shape = shapeOf(operator, input);
  const inherited = new Set(extra.exceptions ?? []);
  const checked = await checkedOccurrences(tx, operator, shape, input.airplane_id, inherited);
  const colliding = checked.filter((occurrence) => occurrence.conflicts.length > 0).map((occurrence) => occurrence.localDate);
  if (colliding.length > 0 && !input.skip_conflicts) throw new AppError('conflict', says.conflicts(colliding.length));
  const [row] = await tx
    .insert(recurringFlights)
    .values({
      companyId: operator.id,
      parentId: extra.parentId ?? null,
      title: input.title,
      airplaneId: input.airplane_id,
      registration,
      route: input.route,
      ...shape,
      createdByUserId: userId,
    })
    .returning();
  if (!row) throw new Error('the series was not written');
  await addExceptions(tx, row.id, [...inherited, ...colliding]);
  await syncSeriesBookings(tx, row, new Set([...inherited, ...colliding]), userId);
  return row;
}

export async function listSeries(db: Executor, operatorId: number) {
  return db
    .select()
    .from(recurringFlights)
    .where(eq(recurringFlights.companyId, operatorId))
    .orderBy(asc(recurringFlights.startsOn), asc(recurringFlights.id));
}

export async function findSeries(db: Executor, id: number, lock = false) {
  const query = db
    .select()
    .from(recurringFlights)
    .where(and(eq(recurringFlights.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function presentSeries(row: SeriesRow, exceptions: string[], now = new Date()): RecurringFlight {
  const upcoming = occurrencesOf(row, new Set(exceptions), { from: now, to: new Date(now.getTime() + 400 * 86_400_000) })[0];
  return {
    id: row.id,
    fbo_id: row.companyId,
    parent_id: row.parentId,
    title: row.title,
    airplane_id: row.airplaneId,
    registration: row.registration,
    route: row.route,
    starts_on: row.startsOn,
    start_time: row.startTime,
    duration_minutes: row.durationMinutes,
    timezone: row.timezone,
    rule: { freq: row.freq, interval: row.interval, by_day: row.byDay, until: row.until, count: row.count },
    rrule: icsRule(row, exceptions),
    exceptions,
    next_occurrence: upcoming?.startsAt.toISOString() ?? null,
  };
}
