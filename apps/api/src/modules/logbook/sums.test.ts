import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn } from '../../../test/client';
import { buildUser } from '../../../test/factories';
import { buildLogbookEntry } from '../../../test/factories/flights';
import type { Database } from '../../db/client';
import { logbookEntries, logbookSums, users } from '../../db/schema';

/** The sums as the triggers keep them, and as adding up the entries gives them. */
async function kept(db: Database, userId: number) {
  const rows = await db.select().from(logbookSums).where(eq(logbookSums.userId, userId));
  return rows
    .map((row) => [
      row.aircraftCategory,
      row.aircraftType,
      row.entries,
      row.flights,
      row.totalMinutes,
      row.landingsDay,
      row.picMinutes,
    ])
    .sort();
}
async function recomputed(db: Database, userId: number) {
  const rows = await db
    .select({
      category: sql<string>`coalesce(${logbookEntries.aircraftCategory}, '')`,
      type: sql<string>`coalesce(${logbookEntries.aircraftType}, '')`,
      entries: sql<number>`count(*)::int`,
      flights: sql<number>`(count(*) filter (where ${logbookEntries.departureAt} is not null))::int`,
      total: sql<number>`sum(${logbookEntries.totalMinutes})::int`,
      day: sql<number>`sum(${logbookEntries.landingsDay})::int`,
      pic: sql<number>`sum(${logbookEntries.picMinutes})::int`,
    })
    .from(logbookEntries)
    .where(eq(logbookEntries.userId, userId))
    .groupBy(sql`1`, sql`2`);
  return rows.map((row) => [row.category, row.type, row.entries, row.flights, row.total, row.day, row.pic]).sort();
}

describe('logbook sums kept by the database', () => {
  const t = useTestApp();

  it('follow inserts, changes and removals, and go with the user', async () => {
    const user = await buildUser(t.db);
    const client = await signIn(t.app, user.email);
    await buildLogbookEntry(t.db, user.id, { date: '2025-01-01' });
    await buildLogbookEntry(t.db, user.id, { date: '2025-01-02', aircraftType: 'DA42', aircraftCategory: 'mep' });
    const created = (
      await client.post('/api/logbook/entries', {
        date: '2025-01-03',
        departure_place: 'EDTY',
        departure_time: '10:00',
        arrival_place: 'EDTY',
        arrival_time: '11:00',
        aircraft_type: 'C172',
        aircraft_category: 'sep',
        pic_minutes: 60,
        landings_day: 2,
      })
    ).json().data;
    expect(await kept(t.db, user.id)).toEqual(await recomputed(t.db, user.id));
    await client.patch(`/api/logbook/entries/${created.id}`, { aircraft_type: 'P28A', landings_day: 5 });
    expect(await kept(t.db, user.id)).toEqual(await recomputed(t.db, user.id));
    await client.delete(`/api/logbook/entries/${created.id}`);
    await t.db.update(logbookEntries).set({ totalMinutes: 90 }).where(eq(logbookEntries.userId, user.id));
    expect(await kept(t.db, user.id)).toEqual(await recomputed(t.db, user.id));
    expect((await kept(t.db, user.id)).map((row) => row[1])).toEqual(['DA42', 'C172']);

    await t.db.delete(users).where(eq(users.id, user.id));
    expect(await kept(t.db, user.id)).toEqual([]);
  });
});
