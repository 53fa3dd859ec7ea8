import type { StudentListQuery } from '@portal/contracts';
import { and, arrayContains, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberships } from '../../db/schema';
import { pilotsBookedWith } from '../booking';
import { pilotsFlownWith } from '../flights';
import { listRecords, searchCondition } from './queries';

/**
 * A company's approved students, by name. With `instructorMembershipId` only those the instructor
 * trains: they have flown together, or have a booking together.
 */
export function listStudents(db: Executor, companyId: number, query: StudentListQuery, instructorMembershipId: number | null) {
  const trained =
    instructorMembershipId === null
      ? undefined
      : or(
          inArray(memberships.id, pilotsFlownWith(db, companyId, instructorMembershipId)),
          inArray(memberships.id, pilotsBookedWith(db, companyId, instructorMembershipId)),
        );
  const where = and(
    eq(memberships.companyId, companyId),
    eq(memberships.status, 'approved'),
    arrayContains(memberships.roles, ['student']),
    trained,
    searchCondition(query.search),
  );
  return listRecords(db, query, where);
}
