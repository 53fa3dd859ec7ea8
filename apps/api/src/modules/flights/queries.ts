import type { FlightListQuery } from '@portal/contracts';
import { and, count, desc, eq, gte, ilike, lt, notExists, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { airplanes, chargeLines, flights } from '../../db/schema';
import { likeContains, likePrefix } from '../../lib/pagination';
import { memberNames } from '../memberships';

const pilot = memberNames('pilot');
const instructor = memberNames('instructor');
const payer = memberNames('payer');
const secondPayer = memberNames('second_payer');
const corrections = alias(flights, 'corrections');

/**
 * Flights with their aircraft, the names of pilot, instructor and payers, the gross total of their
 * charge lines (a subquery on the flight's index, in the same statement), and the correction that replaced them.
 */
function selectFlights(db: Executor) {
  return db
    .select({
      flight: flights,
      airplane: { id: airplanes.id, registration: airplanes.registration, model: airplanes.model, category: airplanes.category },
      pilotName: pilot.name,
      instructorName: instructor.name,
      payerName: payer.name,
      secondPayerName: secondPayer.name,
      chargeTotal:
        sql<number>`(select coalesce(sum(${chargeLines.gross}), 0) from ${chargeLines} where ${chargeLines.flightId} = ${flights.id})`.mapWith(
          Number,
        ),
      correctedBy: corrections.id,
    })
    .from(flights)
    .innerJoin(airplanes, eq(airplanes.id, flights.airplaneId))
    .innerJoin(pilot, eq(pilot.membershipId, flights.pilotMembershipId))
    .leftJoin(instructor, eq(instructor.membershipId, flights.instructorMembershipId))
    .leftJoin(payer, eq(payer.membershipId, flights.payerMembershipId))
    .leftJoin(secondPayer, eq(secondPayer.membershipId, flights.secondPayerMembershipId))
    .leftJoin(corrections, eq(corrections.correctsFlightId, flights.id))
    .$dynamic();
}

export type FlightRecord = Awaited<ReturnType<ReturnType<typeof selectFlights>['execute']>>[number];

export async function findFlight(db: Executor, id: number): Promise<FlightRecord | undefined> {
  const [record] = await selectFlights(db).where(eq(flights.id, id));
  return record;
}

/** A date is a whole day in the company's time zone; a timestamp is taken as it is (`to` exclusive). */
function startOf(value: string, timeZone: string, nextDay = false): SQL {
  if (value.length > 10) return sql`${value}::timestamptz`;
  const day = nextDay ? sql`${value}::date + 1` : sql`${value}::date`;
  return sql`((${day})::timestamp at time zone ${timeZone}::text)`;
}

export interface FlightScope {
  companyId: number;
  timeZone: string;
  /** Set for members who see only the flights they were on. */
  onBoardMembershipId?: number;
}

export function flightConditions(scope: FlightScope, query: FlightListQuery): SQL | undefined {
  const search = query.search;
  const own = scope.onBoardMembershipId;
  return and(
    eq(flights.companyId, scope.companyId),
    own === undefined ? undefined : or(eq(flights.pilotMembershipId, own), eq(flights.instructorMembershipId, own)),
    query.from ? gte(flights.offBlockAt, startOf(query.from, scope.timeZone)) : undefined,
    query.to ? lt(flights.offBlockAt, startOf(query.to, scope.timeZone, true)) : undefined,
    query.airplane_id ? eq(flights.airplaneId, query.airplane_id) : undefined,
    query.membership_id
      ? or(eq(flights.pilotMembershipId, query.membership_id), eq(flights.instructorMembershipId, query.membership_id))
      : undefined,
    query.payer_membership_id
      ? or(
          eq(flights.payerMembershipId, query.payer_membership_id),
          eq(flights.secondPayerMembershipId, query.payer_membership_id),
        )
      : undefined,
    query.status ? eq(flights.status, query.status) : undefined,
    search
      ? or(
          ilike(airplanes.registration, likePrefix(search)),
          ilike(flights.departureAirport, likePrefix(search)),
          ilike(flights.arrivalAirport, likePrefix(search)),
          ilike(pilot.name, likeContains(search)),
          ilike(flights.remarks, likeContains(search)),
        )
      : undefined,
  );
}

export function listFlights(db: Executor, where: SQL | undefined, limit?: number, offset?: number) {
  const query = selectFlights(db).where(where).orderBy(desc(flights.offBlockAt), desc(flights.id));
  return limit === undefined ? query : query.limit(limit).offset(offset ?? 0);
}

export async function countFlights(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(flights)
    .innerJoin(airplanes, eq(airplanes.id, flights.airplaneId))
    .innerJoin(pilot, eq(pilot.membershipId, flights.pilotMembershipId))
    .where(where);
  return row?.n ?? 0;
}

/** The aircraft's last flight in time, not counting flights a correction replaced. */
export async function latestFlight(db: Executor, airplane: { companyId: number; id: number }) {
  const [latest] = await db
    .select({ id: flights.id, offBlockAt: flights.offBlockAt })
    .from(flights)
    .where(
      and(
        eq(flights.companyId, airplane.companyId),
        eq(flights.airplaneId, airplane.id),
        notExists(db.select({ id: corrections.id }).from(corrections).where(eq(corrections.correctsFlightId, flights.id))),
      ),
    )
    .orderBy(desc(flights.offBlockAt), desc(flights.id))
    .limit(1);
  return latest;
}
