import type { CarryForward, CarryForwardPut } from '@portal/contracts';
import { type AnyColumn, and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { logbookCarryForward, logbookEntries } from '../../db/schema';
import { presentSums } from './presenter';

type CarryForwardRow = typeof logbookCarryForward.$inferSelect;

const EMPTY: CarryForward = {
  as_of: null,
  total_minutes: 0,
  se_minutes: 0,
  me_minutes: 0,
  multi_pilot_minutes: 0,
  night_minutes: 0,
  ifr_minutes: 0,
  pic_minutes: 0,
  copilot_minutes: 0,
  dual_minutes: 0,
  instructor_minutes: 0,
  fstd_minutes: 0,
  landings_day: 0,
  landings_night: 0,
  remarks: null,
};

function present(row: CarryForwardRow | undefined): CarryForward {
  if (!row) return EMPTY;
  return { as_of: row.asOf, ...presentSums(row), remarks: row.remarks };
}

/** The user's previous experience, all zero when none was entered. */
export async function carryForwardOf(db: Executor, userId: number): Promise<CarryForward> {
  const [row] = await db.select().from(logbookCarryForward).where(eq(logbookCarryForward.userId, userId));
  return present(row);
}

/** Replaces the previous experience as a whole: what the caller leaves out is zero. */
export async function putCarryForward(db: Executor, userId: number, input: CarryForwardPut): Promise<CarryForward> {
  const given = { ...EMPTY, ...input };
  const values = {
    asOf: given.as_of,
    totalMinutes: given.total_minutes,
    seMinutes: given.se_minutes,
    meMinutes: given.me_minutes,
    multiPilotMinutes: given.multi_pilot_minutes,
    nightMinutes: given.night_minutes,
    ifrMinutes: given.ifr_minutes,
    picMinutes: given.pic_minutes,
    copilotMinutes: given.copilot_minutes,
    dualMinutes: given.dual_minutes,
    instructorMinutes: given.instructor_minutes,
    fstdMinutes: given.fstd_minutes,
    landingsDay: given.landings_day,
    landingsNight: given.landings_night,
    remarks: given.remarks,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(logbookCarryForward)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: logbookCarryForward.userId, set: values })
    .returning();
  return present(row);
}

const summed = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;

/** What a page starting at `date` brings forward: the carried-over experience plus every line before that day. */
export async function experienceBefore(db: Executor, userId: number, date: string): Promise<CarryForward> {
  const e = logbookEntries;
  const [carried, [before]] = await readAll(db, [
    () => carryForwardOf(db, userId),
    () =>
      db
        .select({
          total_minutes: summed(e.totalMinutes),
          se_minutes: summed(e.seMinutes),
          me_minutes: summed(e.meMinutes),
          multi_pilot_minutes: summed(e.multiPilotMinutes),
          night_minutes: summed(e.nightMinutes),
          ifr_minutes: summed(e.ifrMinutes),
          pic_minutes: summed(e.picMinutes),
          copilot_minutes: summed(e.copilotMinutes),
          dual_minutes: summed(e.dualMinutes),
          instructor_minutes: summed(e.instructorMinutes),
          fstd_minutes: summed(e.fstdMinutes),
          landings_day: summed(e.landingsDay),
          landings_night: summed(e.landingsNight),
        })
        .from(e)
        .where(and(eq(e.userId, userId), lt(e.date, date))),
  ]);
  const sums = Object.entries(before ?? {}).map(([key, value]) => [key, carried[key as keyof typeof before] + value]);
  return { ...carried, ...Object.fromEntries(sums) };
}
