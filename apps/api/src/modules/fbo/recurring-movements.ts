import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { recurringFlights } from '../../db/schema';
import { addDays } from '../../lib/dates';
import type { MovementSource } from './movements';
import { occurrencesOf } from './recurrence';
import { exceptionsOf } from './series';

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The recurring flights' occurrences as movements: each leaves at its start and comes back at its end. Only
 * the series whose days can touch the window are read and expanded (a day's slack either side for the zone
 * and a flight past midnight); a series ended by a count is expanded to find out.
 */
export const recurringMovements: MovementSource = async (db, operator, from, to) => {
  const rows = await db
    .select()
    .from(recurringFlights)
    .where(
      and(
        eq(recurringFlights.companyId, operator.id),
        lte(recurringFlights.startsOn, addDays(dayOf(to), 1)),
        or(isNull(recurringFlights.until), gte(recurringFlights.until, addDays(dayOf(from), -2))),
      ),
    );
  const exceptions = await exceptionsOf(
    db,
    rows.map((row) => row.id),
  );
  const reach = new Date(from.getTime() - 24 * 3_600_000);
  const now = new Date();
  return rows.flatMap((row) =>
    occurrencesOf(row, new Set(exceptions.get(row.id)), { from: reach, to }).flatMap((occurrence) => {
      const common = {
        source: 'recurring' as const,
        source_id: row.id,
        registration: row.registration,
        aircraft_type: null,
        pilot: null,
        company: row.title,
      };
      return [
        ...(occurrence.startsAt >= from && occurrence.startsAt < to
          ? [
              {
                ...common,
                kind: 'departure' as const,
                at: occurrence.startsAt.toISOString(),
                state: occurrence.startsAt <= now ? ('departed' as const) : ('expected' as const),
              },
            ]
          : []),
        ...(occurrence.endsAt >= from && occurrence.endsAt < to
          ? [
              {
                ...common,
                kind: 'arrival' as const,
                at: occurrence.endsAt.toISOString(),
                state: occurrence.endsAt <= now ? ('arrived' as const) : ('expected' as const),
              },
            ]
          : []),
      ];
    }),
  );
};
