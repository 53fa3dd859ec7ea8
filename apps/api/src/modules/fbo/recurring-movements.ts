import { eq } from 'drizzle-orm';
import { recurringFlights } from '../../db/schema';
import type { MovementSource } from './movements';
import { occurrencesOf } from './recurrence';
import { exceptionsOf } from './series';

/** The recurring flights' occurrences as movements: each leaves at its start and comes back at its end. */
export const recurringMovements: MovementSource = async (db, operator, from, to) => {
  const rows = await db.select().from(recurringFlights).where(eq(recurringFlights.companyId, operator.id));
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
