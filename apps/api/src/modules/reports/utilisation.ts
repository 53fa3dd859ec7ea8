import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airplanes, bookings, flights } from '../../db/schema';
import { blockMinutes, flightsIn } from './flight-totals';
import type { Period } from './period';

export interface Utilisation {
  airplaneId: number;
  registration: string;
  bookedMinutes: number;
  flownMinutes: number;
}

/**
 * Per aircraft of the company: minutes booked (bookings starting in the period, neither cancelled nor
 * maintenance) against block minutes flown. Each sum is a subquery over the aircraft's own index
 * (`bookings (airplane_id, starts_at)`, `flights (company_id, airplane_id, off_block_at)`).
 */
export async function utilisation(db: Executor, companyId: number, period: Period): Promise<Utilisation[]> {
  // The outer aircraft by its qualified name: drizzle leaves columns of a one-table select unqualified.
  const airplaneId = sql.raw('"airplanes"."id"');
  const bookedMinutes = sql<string>`coalesce(round(sum(extract(epoch from (${bookings.endsAt} - ${bookings.startsAt}))) / 60), 0)`;
  const booked = db
    .select({ minutes: bookedMinutes })
    .from(bookings)
    .where(
      and(
        sql`${bookings.airplaneId} = ${airplaneId}`,
        gte(bookings.startsAt, period.start),
        lt(bookings.startsAt, period.end),
        ne(bookings.status, 'cancelled'),
        ne(bookings.type, 'maintenance'),
      ),
    );
  const flown = db
    .select({ minutes: blockMinutes })
    .from(flights)
    .where(and(flightsIn(companyId, period), sql`${flights.airplaneId} = ${airplaneId}`));
  const rows = await db
    .select({
      airplaneId: airplanes.id,
      registration: airplanes.registration,
      booked: sql<string>`(${booked})`,
      flown: sql<string>`(${flown})`,
    })
    .from(airplanes)
    .where(eq(airplanes.companyId, companyId))
    .orderBy(asc(airplanes.registration));
  return rows
    .map((row) => ({
      airplaneId: row.airplaneId,
      registration: row.registration,
      bookedMinutes: Number(row.booked),
      flownMinutes: Number(row.flown),
    }))
    .filter((row) => row.bookedMinutes > 0 || row.flownMinutes > 0);
}
