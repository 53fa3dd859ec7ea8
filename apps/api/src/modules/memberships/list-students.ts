import type { StudentListQuery } from '@portal/contracts';
import { and, arrayContains, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberships } from '../../db/schema';
import { listRecords, searchCondition } from './queries';

/** Whether a membership (by its id column) is trained by the instructor: the domains that know say so. */
export type TrainedBy = (
  db: Executor,
  companyId: number,
  instructorMembershipId: number,
  membershipId: typeof memberships.id,
) => SQL;

/** A company's approved students, by name; with `trained`, only those it admits. */
export function listStudents(db: Executor, companyId: number, query: StudentListQuery, trained?: SQL) {
  const where = and(
    eq(memberships.companyId, companyId),
    eq(memberships.status, 'approved'),
    arrayContains(memberships.roles, ['student']),
    trained,
    searchCondition(query.search),
  );
  return listRecords(db, query, where);
}
