import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema';

export interface BusySpan {
  id: number;
  startsAt: Date;
  endsAt: Date;
  maintenance: boolean;
}

/** An aircraft's bookings and maintenance blocks (not cancelled) that overlap [from, to), by start. */
export async function airplaneBusySpans(
  db: Executor,
  companyId: number,
  airplaneId: number,
  from: Date,
  to: Date,
): Promise<BusySpan[]> {
  const rows = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt, endsAt: bookings.endsAt, type: bookings.type })
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, companyId),
        eq(bookings.airplaneId, airplaneId),
        lt(bookings.startsAt, to),
        gt(bookings.endsAt, from),
        ne(bookings.status, 'cancelled'),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return rows.map((row) => ({ id: row.id, startsAt: row.startsAt, endsAt: row.endsAt, maintenance: row.type === 'maintenance' }));
}
