import type { LogbookCurrency, Recency, Validity } from '@portal/contracts';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { logbookEntries, userLicences } from '../../db/schema';
import { addDays, addMonths, daysBetween } from '../../lib/dates';
import { RECENCY_DAYS, RECENCY_NEEDED, recencyOf } from './recency';

export { RECENCY_DAYS };

/** How long before expiry a document starts to warn, by kind. */
export const WARN_DAYS = { licence: 90, rating: 90, medical: 45 } as const;
/** FCL.740.A(b)(1): SEP and TMG class ratings revalidate by experience in the 12 months before expiry. */
const REVALIDATED_BY_EXPERIENCE: Record<string, string[]> = { SEP: ['sep', 'tmg'], TMG: ['sep', 'tmg'] };
const REVALIDATION_NEEDS = { total: 12 * 60, pic: 6 * 60, landings: 12, training: 60 };

type LicenceRow = typeof userLicences.$inferSelect;

/** Valid until the end of its expiry day; warns inside its kind's window. */
export function documentState(kind: LicenceRow['kind'], expiresOn: string | null, today: string) {
  if (expiresOn === null) return { days_left: null, state: 'valid' as const };
  const daysLeft = daysBetween(today, expiresOn);
  const warnDays = WARN_DAYS[kind as keyof typeof WARN_DAYS] ?? WARN_DAYS.licence;
  return {
    days_left: daysLeft,
    state: daysLeft < 0 ? ('expired' as const) : daysLeft <= warnDays ? ('expiring' as const) : ('valid' as const),
  };
}

/** The pilot's recency (FCL.060) on `today`: for passengers by day, or at night. The booking check reads it too. */
export async function recency(db: Executor, userId: number, today: string, night: boolean): Promise<Recency> {
  const counted = night
    ? sql<number>`${logbookEntries.landingsNight}`
    : sql<number>`${logbookEntries.landingsDay} + ${logbookEntries.landingsNight}`;
  const days = await db
    .select({
      date: logbookEntries.date,
      category: logbookEntries.aircraftCategory,
      type: logbookEntries.aircraftType,
      landings: sql<number>`(${counted})::int`,
    })
    .from(logbookEntries)
    .where(and(eq(logbookEntries.userId, userId), gte(logbookEntries.date, addDays(today, -RECENCY_DAYS)), sql`${counted} > 0`));
  return recencyOf(days, night ? RECENCY_NEEDED.night : RECENCY_NEEDED.passengers);
}

/** Progress towards revalidating a class rating by experience, in the 12 months before it expires. */
async function revalidation(db: Executor, userId: number, rating: LicenceRow, today: string): Promise<Validity['revalidation']> {
  const categories = REVALIDATED_BY_EXPERIENCE[rating.code];
  if (!categories || !rating.expiresOn) return null;
  const from = addMonths(rating.expiresOn, -12);
  const to = rating.expiresOn < today ? rating.expiresOn : today;
  const [done] = await db
    .select({
      total: sql<number>`coalesce(sum(${logbookEntries.totalMinutes}), 0)::int`,
      pic: sql<number>`coalesce(sum(${logbookEntries.picMinutes}), 0)::int`,
      landings: sql<number>`coalesce(sum(${logbookEntries.landingsDay} + ${logbookEntries.landingsNight}), 0)::int`,
      training: sql<number>`coalesce(max(${logbookEntries.dualMinutes}), 0)::int`,
    })
    .from(logbookEntries)
    .where(
      and(
        eq(logbookEntries.userId, userId),
        gte(logbookEntries.date, from),
        lte(logbookEntries.date, to),
        inArray(logbookEntries.aircraftCategory, categories),
      ),
    );
  const need = REVALIDATION_NEEDS;
  const progress = {
    total_minutes: { done: done?.total ?? 0, needed: need.total },
    pic_minutes: { done: done?.pic ?? 0, needed: need.pic },
    landings: { done: done?.landings ?? 0, needed: need.landings },
    training_flight_minutes: { done: done?.training ?? 0, needed: need.training },
  };
  const met = Object.values(progress).every((item) => item.done >= item.needed);
  return { from, to: rating.expiresOn, ...progress, met };
}

/** Passenger and night currency, licences, ratings and medicals with their state: what the logbook and the dashboard show. */
export async function currencyOf(db: Executor, userId: number, today: string): Promise<LogbookCurrency> {
  const [licences, passengers, night, [anyEntry]] = await readAll(db, [
    () =>
      db
        .select()
        .from(userLicences)
        .where(eq(userLicences.userId, userId))
        .orderBy(asc(userLicences.kind), asc(userLicences.code)),
    () => recency(db, userId, today, false),
    () => recency(db, userId, today, true),
    () => db.select({ id: logbookEntries.id }).from(logbookEntries).where(eq(logbookEntries.userId, userId)).limit(1),
  ]);
  const documents = await readAll(
    db,
    licences.map((licence) => async () => ({
      id: licence.id,
      kind: licence.kind as Validity['kind'],
      code: licence.code,
      expires_on: licence.expiresOn,
      ...documentState(licence.kind, licence.expiresOn, today),
      revalidation: licence.kind === 'rating' ? await revalidation(db, userId, licence, today) : null,
    })),
  );
  const licensed = licences.some((licence) => licence.kind === 'licence');
  return { today, licensed, has_entries: anyEntry !== undefined, passengers, night, documents };
}
