import type { EnrolmentCreate, EnrolmentStatus, EnrolmentUpdate } from '@portal/contracts';
import { academyMessages } from '@portal/contracts/academy-messages';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { academyCourses, academyEnrolments, memberships } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { invalid } from '../../lib/errors';
import { likeContains } from '../../lib/pagination';
import { memberNames } from '../memberships';

export type EnrolmentRow = typeof academyEnrolments.$inferSelect;
/** An enrolment with the names of its student, instructor and course, and the course's programme version. */
export type ListedEnrolment = EnrolmentRow & {
  studentName: string;
  studentUserId: number;
  instructorName: string | null;
  courseName: string;
  programmeVersionId: number;
  companyTimezone?: string;
};

const student = memberNames('student');
const instructor = memberNames('instructor');

const listedFields = {
  enrolment: academyEnrolments,
  studentName: sql<string>`${student.name}`.as('student_name'),
  studentUserId: sql<number>`${student.userId}`.as('student_user_id'),
  instructorName: sql<string | null>`${instructor.name}`.as('instructor_name'),
  courseName: academyCourses.name,
  programmeVersionId: academyCourses.programmeVersionId,
};

function selectEnrolments(db: Executor, where: SQL | undefined) {
  return db
    .select(listedFields)
    .from(academyEnrolments)
    .innerJoin(academyCourses, eq(academyCourses.id, academyEnrolments.courseId))
    .innerJoin(student, eq(student.membershipId, academyEnrolments.membershipId))
    .leftJoin(instructor, eq(instructor.membershipId, academyEnrolments.instructorMembershipId))
    .where(where)
    .orderBy(asc(academyCourses.startsOn), asc(student.name), asc(academyEnrolments.id))
    .$dynamic();
}

const flatten = (row: {
  enrolment: EnrolmentRow;
  studentName: string;
  studentUserId: number;
  instructorName: string | null;
  courseName: string;
  programmeVersionId: number;
}): ListedEnrolment => ({
  ...row.enrolment,
  studentName: row.studentName,
  studentUserId: row.studentUserId,
  instructorName: row.instructorName,
  courseName: row.courseName,
  programmeVersionId: row.programmeVersionId,
});

export interface EnrolmentFilter {
  status?: EnrolmentStatus;
  search?: string;
  /** Only this student's enrolment (a student asking). */
  membershipId?: number;
}

function courseWhere(courseId: number, filter: EnrolmentFilter) {
  return and(
    eq(academyEnrolments.courseId, courseId),
    filter.status ? eq(academyEnrolments.status, filter.status) : undefined,
    filter.membershipId === undefined ? undefined : eq(academyEnrolments.membershipId, filter.membershipId),
    filter.search ? ilike(student.name, likeContains(filter.search)) : undefined,
  );
}

export async function countEnrolments(db: Executor, courseId: number, filter: EnrolmentFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(academyEnrolments)
    .innerJoin(student, eq(student.membershipId, academyEnrolments.membershipId))
    .where(courseWhere(courseId, filter));
  return row?.n ?? 0;
}

export async function listEnrolments(
  db: Executor,
  courseId: number,
  filter: EnrolmentFilter,
  limit?: number,
  offset?: number,
): Promise<ListedEnrolment[]> {
  let query = selectEnrolments(db, courseWhere(courseId, filter));
  if (limit !== undefined) query = query.limit(limit).offset(offset ?? 0);
  return (await query).map(flatten);
}

export async function findEnrolment(db: Executor, id: number): Promise<ListedEnrolment | undefined> {
  const [row] = await selectEnrolments(db, eq(academyEnrolments.id, id));
  return row && flatten(row);
}

/** The enrolments of these memberships (the caller's, one per company) as student or as instructor. */
export async function enrolmentsOfMemberships(
  db: Executor,
  membershipIds: number[],
  role: 'student' | 'instructor' | undefined,
): Promise<ListedEnrolment[]> {
  if (membershipIds.length === 0) return [];
  const ids = sql.join(
    membershipIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const asStudent = sql`${academyEnrolments.membershipId} in (${ids})`;
  const asInstructor = sql`${academyEnrolments.instructorMembershipId} in (${ids})`;
  const where = role === 'student' ? asStudent : role === 'instructor' ? asInstructor : or(asStudent, asInstructor);
  return (await selectEnrolments(db, where)).map(flatten);
}

/** An approved membership of the company holding `role`, or a 422 on `field`. */
async function checkRole(db: Executor, companyId: number, membershipId: number, role: 'student' | 'instructor', field: string) {
  const [member] = await db
    .select({ roles: memberships.roles, status: memberships.status })
    .from(memberships)
    .where(and(eq(memberships.id, membershipId), eq(memberships.companyId, companyId)));
  if (member?.status !== 'approved' || !member.roles.includes(role))
    throw invalid(field, role === 'student' ? academyMessages.notStudent : academyMessages.notInstructor);
}

export async function createEnrolment(
  db: Executor,
  course: { id: number; companyId: number },
  input: EnrolmentCreate,
): Promise<EnrolmentRow> {
  await checkRole(db, course.companyId, input.membership_id, 'student', 'membership_id');
  if (input.instructor_membership_id !== null)
    await checkRole(db, course.companyId, input.instructor_membership_id, 'instructor', 'instructor_membership_id');
  try {
    const [row] = await db
      .insert(academyEnrolments)
      .values({
        companyId: course.companyId,
        courseId: course.id,
        membershipId: input.membership_id,
        instructorMembershipId: input.instructor_membership_id,
        startsOn: input.starts_on,
        plannedEndOn: input.planned_end_on,
      })
      .returning();
    if (!row) throw new Error('enrolment not created');
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'academy_enrolments_course_student_unique'))
      throw invalid('membership_id', academyMessages.alreadyEnrolled);
    throw error;
  }
}

export async function updateEnrolment(db: Executor, enrolment: EnrolmentRow, changes: EnrolmentUpdate): Promise<void> {
  if (changes.instructor_membership_id)
    await checkRole(db, enrolment.companyId, changes.instructor_membership_id, 'instructor', 'instructor_membership_id');
  if (changes.instructor_membership_id === enrolment.membershipId)
    throw invalid('instructor_membership_id', academyMessages.notInstructor);
  const plannedEndOn = changes.planned_end_on === undefined ? enrolment.plannedEndOn : changes.planned_end_on;
  if (plannedEndOn && plannedEndOn < enrolment.startsOn) throw invalid('planned_end_on', academyMessages.endBeforeStart);
  await db
    .update(academyEnrolments)
    .set({
      ...(changes.instructor_membership_id !== undefined && { instructorMembershipId: changes.instructor_membership_id }),
      ...(changes.status !== undefined && { status: changes.status }),
      plannedEndOn,
    })
    .where(eq(academyEnrolments.id, enrolment.id));
}
