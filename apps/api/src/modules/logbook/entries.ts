import type { LogbookEntryCreate, LogbookEntryUpdate, LogbookListQuery } from '@portal/contracts';
import { type AnyColumn, and, count, desc, eq, gt, gte, ilike, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { logbookEntries, logbookSums } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { likeContains, likePrefix } from '../../lib/pagination';
import { personalEntryValues } from './entry-values';
import { type EntryRow, presentEntry } from './presenter';

const functionColumns = {
  pic: logbookEntries.picMinutes,
  copilot: logbookEntries.copilotMinutes,
  dual: logbookEntries.dualMinutes,
  instructor: logbookEntries.instructorMinutes,
} as const;

export type EntryFilter = Omit<LogbookListQuery, 'page' | 'per_page' | 'paginate'>;

/** Places and registrations are stored in capitals: a case-sensitive LIKE on the capitalised text is enough, and cheap. */
const startsWith = (column: AnyColumn, text: string) => like(column, likePrefix(text.toUpperCase()));

/** The filters' conditions, without the user; none when nothing narrows the list. */
function filterConditions(filter: EntryFilter): SQL[] {
  const { search, aircraft, airport } = filter;
  const conditions = [
    filter.from ? gte(logbookEntries.date, filter.from) : undefined,
    filter.to ? lte(logbookEntries.date, filter.to) : undefined,
    filter.source ? eq(logbookEntries.source, filter.source) : undefined,
    filter.function ? gt(functionColumns[filter.function], 0) : undefined,
    aircraft
      ? or(startsWith(logbookEntries.registration, aircraft), ilike(logbookEntries.aircraftType, likePrefix(aircraft)))
      : undefined,
    airport
      ? or(startsWith(logbookEntries.departurePlace, airport), startsWith(logbookEntries.arrivalPlace, airport))
      : undefined,
    // Every alternative is served by the trigram index (logbook_entries_search_idx), so a search reads its matches only.
    search
      ? or(
          startsWith(logbookEntries.departurePlace, search),
          startsWith(logbookEntries.arrivalPlace, search),
          startsWith(logbookEntries.registration, search),
          ilike(logbookEntries.aircraftType, likePrefix(search)),
          ilike(logbookEntries.remarks, likeContains(search)),
          ilike(logbookEntries.picName, likeContains(search)),
        )
      : undefined,
  ];
  return conditions.filter((condition) => condition !== undefined);
}

/**
 * The user's own lines matching the filters; every condition starts from the user, and the
 * (user, date, …) index holds every filtered column, so a filtered count reads the index alone.
 */
export function entryConditions(userId: number, filter: EntryFilter): SQL | undefined {
  return and(eq(logbookEntries.userId, userId), ...filterConditions(filter));
}

/** Newest first, in the order of the (user, date, departure, id) index. */
export const newestFirst = [
  desc(logbookEntries.date),
  sql`${logbookEntries.departureAt} desc nulls last`,
  desc(logbookEntries.id),
];

export function listEntries(db: Executor, where: SQL | undefined, limit?: number, offset?: number) {
  const query = db
    .select()
    .from(logbookEntries)
    .where(where)
    .orderBy(...newestFirst);
  return limit === undefined ? query : query.limit(limit).offset(offset ?? 0);
}

/** How many of the user's lines match; the whole logbook's count is kept in logbook_sums, a handful of rows. */
export async function countEntries(db: Executor, userId: number, filter: EntryFilter): Promise<number> {
  const conditions = filterConditions(filter);
  if (conditions.length === 0) {
    const [kept] = await db
      .select({ n: sql<number>`coalesce(sum(${logbookSums.entries}), 0)::int` })
      .from(logbookSums)
      .where(eq(logbookSums.userId, userId));
    return kept?.n ?? 0;
  }
  const [row] = await db
    .select({ n: count() })
    .from(logbookEntries)
    .where(and(eq(logbookEntries.userId, userId), ...conditions));
  return row?.n ?? 0;
}

/** One of the user's own lines; anyone else's is 404, as if it did not exist. */
export async function ownEntry(db: Executor, userId: number, id: number): Promise<EntryRow> {
  const [row] = await db
    .select()
    .from(logbookEntries)
    .where(and(eq(logbookEntries.id, id), eq(logbookEntries.userId, userId)));
  if (!row) throw notFound();
  return row;
}

export async function createEntry(db: Executor, userId: number, input: LogbookEntryCreate): Promise<EntryRow> {
  const [row] = await db
    .insert(logbookEntries)
    .values({ ...personalEntryValues(input), userId })
    .returning();
  if (!row) throw new Error('logbook entry was not created');
  return row;
}

const TIMING_FIELDS = ['date', 'departure_time', 'arrival_time', 'arrival_date'] as const;

/** Applies the changes to the entry as shown; a changed time recomputes the total unless one is given. */
export async function updateEntry(db: Executor, row: EntryRow, changes: LogbookEntryUpdate): Promise<EntryRow> {
  const current = presentEntry(row);
  const retimed = TIMING_FIELDS.some((field) => changes[field] !== undefined);
  const merged = {
    ...current,
    ...(retimed && changes.total_minutes === undefined ? { total_minutes: undefined } : {}),
    ...changes,
  };
  const [updated] = await db
    .update(logbookEntries)
    .set({ ...personalEntryValues(nullsAsAbsent(merged)), updatedAt: new Date() })
    .where(eq(logbookEntries.id, row.id))
    .returning();
  if (!updated) throw notFound();
  return updated;
}

export async function deleteEntry(db: Executor, row: EntryRow): Promise<void> {
  await db.delete(logbookEntries).where(eq(logbookEntries.id, row.id));
}

/** The shown entry has nulls where the input leaves fields out. */
function nullsAsAbsent(entry: Record<string, unknown>): LogbookEntryCreate {
  return Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== null)) as LogbookEntryCreate;
}
