import type { ChargeListQuery } from '@portal/contracts';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chargeLines, flights } from '../../db/schema';
import { addDays } from '../../lib/dates';
import { memberNames } from '../memberships';

/** The company's lines as filtered: by status, payer, and the flight's day in the company's zone. */
export function chargeConditions(
  companyId: number,
  timeZone: string,
  query: Omit<ChargeListQuery, 'page' | 'per_page' | 'paginate'>,
) {
  const day = (value: string) => sql`(${value}::timestamp at time zone ${timeZone})`;
  return and(
    eq(chargeLines.companyId, companyId),
    query.status ? eq(chargeLines.status, query.status) : undefined,
    query.membership_id ? eq(chargeLines.membershipId, query.membership_id) : undefined,
    query.from ? gte(flights.offBlockAt, day(query.from)) : undefined,
    query.to ? lt(flights.offBlockAt, day(addDays(query.to, 1))) : undefined,
  ) as SQL;
}

export async function countCharges(db: Executor, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chargeLines)
    .innerJoin(flights, eq(flights.id, chargeLines.flightId))
    .where(where);
  return row?.n ?? 0;
}

/** Newest flights first, a flight's lines in the order they were priced. */
export function listCharges(db: Executor, where: SQL, limit?: number, offset?: number) {
  const payer = memberNames('payer');
  const query = db
    .select({ line: chargeLines, payerName: payer.name })
    .from(chargeLines)
    .innerJoin(flights, eq(flights.id, chargeLines.flightId))
    .leftJoin(payer, eq(payer.membershipId, chargeLines.membershipId))
    .where(where)
    .orderBy(desc(flights.offBlockAt), desc(chargeLines.flightId), asc(chargeLines.id));
  return limit === undefined ? query : query.limit(limit).offset(offset ?? 0);
}

/** One flight's lines with their payers' names. */
export function flightChargeLines(db: Executor, flightId: number) {
  const payer = memberNames('payer');
  return db
    .select({ line: chargeLines, payerName: payer.name })
    .from(chargeLines)
    .leftJoin(payer, eq(payer.membershipId, chargeLines.membershipId))
    .where(eq(chargeLines.flightId, flightId))
    .orderBy(asc(chargeLines.id));
}
