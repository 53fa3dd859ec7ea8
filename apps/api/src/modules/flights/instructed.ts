import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { flights } from '../../db/schema';

/** The memberships an instructor has flown with as their instructor in a company, as a subquery. */
export const pilotsFlownWith = (db: Executor, companyId: number, instructorMembershipId: number) =>
  db
    .selectDistinct({ id: flights.pilotMembershipId })
    .from(flights)
    .where(and(eq(flights.companyId, companyId), eq(flights.instructorMembershipId, instructorMembershipId)));
