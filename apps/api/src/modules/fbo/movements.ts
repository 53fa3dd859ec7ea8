import type { Movement } from '@portal/contracts';
import { and, eq, gte, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { pprRequests, users } from '../../db/schema';
import { sharedBookingsAt } from '../booking';
import type { OperatorRow } from './operator';

type State = Movement['state'];
type Draft = Omit<Movement, 'local_date' | 'local_time'>;

/** Extra movements (the recurring flights) a caller adds to the list. */
export type MovementSource = (db: Executor, operator: OperatorRow, from: Date, to: Date) => Promise<Draft[]>;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const inWindow = (at: Date | null, from: Date, to: Date): at is Date => at !== null && at >= from && at < to;

async function pprMovements(db: Executor, operator: OperatorRow, from: Date, to: Date): Promise<Draft[]> {
  const rows = await db
    .select({ row: pprRequests, pilot: { name: users.name, email: users.email, phone: users.phone } })
    .from(pprRequests)
    .innerJoin(users, eq(users.id, pprRequests.userId))
    .where(
      and(
        eq(pprRequests.companyId, operator.id),
        eq(pprRequests.status, 'approved'),
        or(
          and(gte(pprRequests.arrivalAt, from), lt(pprRequests.arrivalAt, to)),
          and(gte(pprRequests.departureAt, from), lt(pprRequests.departureAt, to)),
        ),
      ),
    );
  return rows.flatMap(({ row, pilot }) => {
    const common = {
      source: 'ppr' as const,
      source_id: row.id,
      registration: row.registration,
      aircraft_type: row.aircraftType,
      pilot,
      company: null,
    };
    const arrivalState: State = row.arrivedAt ? 'arrived' : 'expected';
    const departureState: State = row.departedAt ? 'departed' : 'expected';
    return [
      ...(inWindow(row.arrivalAt, from, to)
        ? [{ ...common, kind: 'arrival' as const, at: row.arrivalAt.toISOString(), state: arrivalState }]
        : []),
      ...(inWindow(row.departureAt, from, to)
        ? [{ ...common, kind: 'departure' as const, at: row.departureAt.toISOString(), state: departureState }]
        : []),
    ];
  });
}

async function bookingMovements(db: Executor, operator: OperatorRow, from: Date, to: Date): Promise<Draft[]> {
  const rows = await sharedBookingsAt(db, operator.homeAirportId, from, to);
  const now = new Date();
  return rows.flatMap((row) => {
    const common = {
      source: 'booking' as const,
      source_id: row.id,
      registration: row.registration,
      aircraft_type: row.aircraftType,
      pilot: row.pilot,
      company: row.company,
    };
    const cancelled = row.status === 'cancelled';
    // A booking leaves at its start and comes back at its end; a flown booking has done both.
    const departed: State = cancelled ? 'cancelled' : row.completedAt || row.startsAt <= now ? 'departed' : 'expected';
    const arrived: State = cancelled ? 'cancelled' : row.completedAt ? 'arrived' : 'expected';
    return [
      ...(inWindow(row.startsAt, from, to)
        ? [{ ...common, kind: 'departure' as const, at: row.startsAt.toISOString(), state: departed }]
        : []),
      ...(inWindow(row.endsAt, from, to)
        ? [{ ...common, kind: 'arrival' as const, at: row.endsAt.toISOString(), state: arrived }]
        : []),
    ];
  });
}

/** Every arrival and departure at the operator's airport in the window, in time order, with the local time in its zone. */
export async function movementsAt(
  db: Executor,
  operator: OperatorRow,
  from: Date,
  to: Date,
  extra: MovementSource[] = [],
): Promise<Movement[]> {
  const sources = [pprMovements, bookingMovements, ...extra];
  const reads = sources.map((source) => () => source(db, operator, from, to));
  const drafts = (await readAll(db, reads)).flat();
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone: operator.timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: operator.timezone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (
    drafts
      // ISO instants and the source names sort as plain strings: no collation (localeCompare) per comparison.
      .sort((a, b) => byText(a.at, b.at) || byText(a.source, b.source) || a.source_id - b.source_id)
      .map((draft) => {
        const at = new Date(draft.at);
        return { ...draft, local_date: date.format(at), local_time: time.format(at) };
      })
  );
}
