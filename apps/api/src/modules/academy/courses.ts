import type { CourseCreate, CourseUpdate } from '@portal/contracts';
import { academyMessages } from '@portal/contracts/academy-messages';
import { and, asc, count, desc, eq, exists, ilike, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  academyCourses,
  academyEnrolments,
  academyProgrammeVersions,
  academyRecords,
  academyTheorySessions,
} from '../../db/schema';
import { conflict, invalid } from '../../lib/errors';
import { likeContains } from '../../lib/pagination';
import { findProgramme, latestPublished } from './programmes';

export type CourseRow = typeof academyCourses.$inferSelect;
/** A course with its programme's name and version and its enrolment count. */
export type ListedCourse = CourseRow & {
  programmeId: number;
  programmeName: string;
  versionNumber: number;
  enrolmentCount: number;
};

const listedFields = {
  course: academyCourses,
  programmeId: academyProgrammeVersions.programmeId,
  programmeName: academyProgrammeVersions.name,
  versionNumber: academyProgrammeVersions.number,
  enrolmentCount: sql<number>`(select count(*)::int from ${academyEnrolments} where ${academyEnrolments.courseId} = ${academyCourses.id})`,
};

const flatten = (row: {
  course: CourseRow;
  programmeId: number;
  programmeName: string;
  versionNumber: number;
  enrolmentCount: number;
}): ListedCourse => ({
  ...row.course,
  programmeId: row.programmeId,
  programmeName: row.programmeName,
  versionNumber: row.versionNumber,
  enrolmentCount: row.enrolmentCount,
});

/** Which courses a list shows: all of the company's, or only those a student is enrolled in. */
export interface CourseFilter {
  search?: string;
  enrolledMembershipId?: number;
}

function coursesWhere(companyId: number, filter: CourseFilter) {
  return and(
    eq(academyCourses.companyId, companyId),
    filter.search ? ilike(academyCourses.name, likeContains(filter.search)) : undefined,
    filter.enrolledMembershipId === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${academyEnrolments} where ${academyEnrolments.courseId} = ${academyCourses.id} and ${academyEnrolments.membershipId} = ${filter.enrolledMembershipId})`,
        ),
  );
}

export async function countCourses(db: Executor, companyId: number, filter: CourseFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(academyCourses).where(coursesWhere(companyId, filter));
  return row?.n ?? 0;
}

export async function listCourses(
  db: Executor,
  companyId: number,
  filter: CourseFilter,
  limit?: number,
  offset?: number,
): Promise<ListedCourse[]> {
  let query = db
    .select(listedFields)
    .from(academyCourses)
    .innerJoin(academyProgrammeVersions, eq(academyProgrammeVersions.id, academyCourses.programmeVersionId))
    .where(coursesWhere(companyId, filter))
    .orderBy(desc(academyCourses.startsOn), asc(academyCourses.id))
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit).offset(offset ?? 0);
  return (await query).map(flatten);
}

export async function findCourse(db: Executor, id: number): Promise<ListedCourse | undefined> {
  const [row] = await db
    .select(listedFields)
    .from(academyCourses)
    .innerJoin(academyProgrammeVersions, eq(academyProgrammeVersions.id, academyCourses.programmeVersionId))
    .where(eq(academyCourses.id, id));
  return row && flatten(row);
}

/** A course on the programme's latest published version. */
export async function createCourse(db: Executor, companyId: number, input: CourseCreate): Promise<CourseRow> {
  const programme = await findProgramme(db, input.programme_id);
  if (!programme || programme.companyId !== companyId) throw invalid('programme_id', academyMessages.noPublishedVersion);
  const version = await latestPublished(db, programme.id);
  if (!version) throw invalid('programme_id', academyMessages.noPublishedVersion);
  const [row] = await db
    .insert(academyCourses)
    .values({
      companyId,
      programmeVersionId: version.id,
      name: input.name,
      description: input.description,
      startsOn: input.starts_on,
      endsOn: input.ends_on,
    })
    .returning();
  if (!row) throw new Error('course not created');
  return row;
}

export async function updateCourse(db: Executor, course: CourseRow, changes: CourseUpdate): Promise<void> {
  const startsOn = changes.starts_on ?? course.startsOn;
  const endsOn = changes.ends_on === undefined ? course.endsOn : changes.ends_on;
  if (endsOn && endsOn < startsOn) throw invalid('ends_on', academyMessages.endBeforeStart);
  await db
    .update(academyCourses)
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.description !== undefined && { description: changes.description }),
      startsOn,
      endsOn,
    })
    .where(eq(academyCourses.id, course.id));
}

/** A course goes with its enrolments only while nobody has trained in it (no records, no theory sessions). */
export async function deleteCourse(db: Executor, course: CourseRow): Promise<void> {
  const enrolmentIds = db
    .select({ id: academyEnrolments.id })
    .from(academyEnrolments)
    .where(eq(academyEnrolments.courseId, course.id));
  const [records] = await db.select({ n: count() }).from(academyRecords).where(inArray(academyRecords.enrolmentId, enrolmentIds));
  const [sessions] = await db
    .select({ n: count() })
    .from(academyTheorySessions)
    .where(eq(academyTheorySessions.courseId, course.id));
  if ((records?.n ?? 0) > 0 || (sessions?.n ?? 0) > 0) throw conflict(academyMessages.courseInUse);
  await db.delete(academyCourses).where(eq(academyCourses.id, course.id));
}
