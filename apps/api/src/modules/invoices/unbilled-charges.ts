import { and, asc, eq, gte, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chargeLines, flights, invoiceLines, invoices } from '../../db/schema';
import { addDays } from '../../lib/dates';

export interface Period {
  from: string | null;
  to: string | null;
}

/**
 * The unbilled charge lines members pay for flights of the period (days in the company's zone),
 * except those a draft already holds, by member, flight time and line. `membershipIds` null: every member.
 */
export function unbilledCharges(
  db: Executor,
  company: { id: number; timezone: string },
  membershipIds: number[] | null,
  period: Period,
) {
  const day = (value: string) => sql`(${value}::timestamp at time zone ${company.timezone})`;
  const onDraft = db
    .select({ one: sql`1` })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoiceLines.chargeLineId, chargeLines.id), eq(invoices.status, 'draft')));
  return db
    .select({
      line: chargeLines,
      serviceDate: sql<string>`to_char(${flights.offBlockAt} at time zone ${company.timezone}, 'YYYY-MM-DD')`,
    })
    .from(chargeLines)
    .innerJoin(flights, eq(flights.id, chargeLines.flightId))
    .where(
      and(
        eq(chargeLines.companyId, company.id),
        eq(chargeLines.status, 'unbilled'),
        isNotNull(chargeLines.membershipId),
        membershipIds ? inArray(chargeLines.membershipId, membershipIds) : undefined,
        period.from ? gte(flights.offBlockAt, day(period.from)) : undefined,
        period.to ? lt(flights.offBlockAt, day(addDays(period.to, 1))) : undefined,
        notExists(onDraft),
      ),
    )
    .orderBy(asc(chargeLines.membershipId), asc(flights.offBlockAt), asc(chargeLines.id));
}

export type UnbilledCharge = Awaited<ReturnType<typeof unbilledCharges>>[number];
