import type { AttendanceInput, Subject, TheorySessionCreate } from '@portal/contracts';
import { academyMessages } from '@portal/contracts/academy-messages';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { academyAttendance, academyEnrolments, academyTheorySessions, memberships } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { memberNames } from '../memberships';

export type SessionRow = typeof academyTheorySessions.$inferSelect;
export type FullSession = SessionRow & {
  instructorName: string | null;
  attendance: { enrolmentId: number; membershipId: number; studentName: string; present: boolean; note: string }[];
};

const teacher = memberNames('session_instructor');
const attendee = memberNames('attendee');

async function withAttendance(
  db: Executor,
  rows: (SessionRow & { instructorName: string | null })[],
  onlyMembershipId?: number,
): Promise<FullSession[]> {
  const ids = rows.map((row) => row.id);
  const attendance = ids.length
    ? await db
        .select({
          sessionId: academyAttendance.sessionId,
          enrolmentId: academyAttendance.enrolmentId,
          membershipId: academyEnrolments.membershipId,
          studentName: sql<string>`${attendee.name}`.as('student_name'),
          present: academyAttendance.present,
          note: academyAttendance.note,
        })
        .from(academyAttendance)
        .innerJoin(academyEnrolments, eq(academyEnrolments.id, academyAttendance.enrolmentId))
        .innerJoin(attendee, eq(attendee.membershipId, academyEnrolments.membershipId))
        .where(
          and(
            inArray(academyAttendance.sessionId, ids),
            onlyMembershipId === undefined ? undefined : eq(academyEnrolments.membershipId, onlyMembershipId),
          ),
        )
        .orderBy(asc(attendee.name))
    : [];
  return rows.map((row) => ({
    ...row,
    attendance: attendance
      .filter((line) => line.sessionId === row.id)
      .map(({ enrolmentId, membershipId, studentName, present, note }) => ({
        enrolmentId,
        membershipId,
        studentName,
        present,
        note,
      })),
  }));
}

function selectSessions(db: Executor, where: SQL | undefined) {
  return db
    .select({ session: academyTheorySessions, instructorName: sql<string | null>`${teacher.name}`.as('instructor_name') })
    .from(academyTheorySessions)
    .leftJoin(teacher, eq(teacher.membershipId, academyTheorySessions.instructorMembershipId))
    .where(where)
    .orderBy(asc(academyTheorySessions.startsAt), asc(academyTheorySessions.id))
    .$dynamic();
}

const sessionsWhere = (courseId: number, subject?: Subject) =>
  and(eq(academyTheorySessions.courseId, courseId), subject ? eq(academyTheorySessions.subject, subject) : undefined);

export async function countSessions(db: Executor, courseId: number, subject?: Subject): Promise<number> {
  const [row] = await db.select({ n: count() }).from(academyTheorySessions).where(sessionsWhere(courseId, subject));
  return row?.n ?? 0;
}

/** A course's sessions; with `onlyMembershipId` (a student asking) only that student's attendance. */
export async function listSessions(
  db: Executor,
  courseId: number,
  subject: Subject | undefined,
  onlyMembershipId: number | undefined,
  limit?: number,
  offset?: number,
): Promise<FullSession[]> {
  let query = selectSessions(db, sessionsWhere(courseId, subject));
  if (limit !== undefined) query = query.limit(limit).offset(offset ?? 0);
  const rows = (await query).map((row) => ({ ...row.session, instructorName: row.instructorName }));
  return withAttendance(db, rows, onlyMembershipId);
}

export async function findSession(db: Executor, id: number, onlyMembershipId?: number): Promise<FullSession | undefined> {
  const [row] = await selectSessions(db, eq(academyTheorySessions.id, id));
  if (!row) return undefined;
  return (await withAttendance(db, [{ ...row.session, instructorName: row.instructorName }], onlyMembershipId))[0];
}

export async function createSession(
  db: Executor,
  course: { id: number; companyId: number },
  input: TheorySessionCreate,
): Promise<number> {
  if (input.instructor_membership_id !== null) {
    const [member] = await db
      .select({ roles: memberships.roles })
      .from(memberships)
      .where(and(eq(memberships.id, input.instructor_membership_id), eq(memberships.companyId, course.companyId)));
    if (!member?.roles.includes('instructor')) throw invalid('instructor_membership_id', academyMessages.notInstructor);
  }
  const [row] = await db
    .insert(academyTheorySessions)
    .values({
      companyId: course.companyId,
      courseId: course.id,
      subject: input.subject,
      topic: input.topic,
      startsAt: new Date(input.starts_at),
      endsAt: new Date(input.ends_at),
      instructorMembershipId: input.instructor_membership_id,
      location: input.location,
    })
    .returning({ id: academyTheorySessions.id });
  if (!row) throw new Error('session not created');
  return row.id;
}

/** Records attendance line by line (a line for an enrolment already noted replaces it); every enrolment must be of the course. */
export async function recordAttendance(db: Executor, session: SessionRow, input: AttendanceInput): Promise<void> {
  const ids = input.attendance.map((line) => line.enrolment_id);
  if (ids.length === 0) return;
  const known = new Set(
    (
      await db
        .select({ id: academyEnrolments.id })
        .from(academyEnrolments)
        .where(and(eq(academyEnrolments.courseId, session.courseId), inArray(academyEnrolments.id, ids)))
    ).map((row) => row.id),
  );
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown !== -1) throw invalid(`attendance.${unknown}.enrolment_id`, academyMessages.notEnrolled);
  const lines = new Map(input.attendance.map((line) => [line.enrolment_id, line]));
  await db
    .insert(academyAttendance)
    .values(
      [...lines.values()].map((line) => ({
        companyId: session.companyId,
        sessionId: session.id,
        enrolmentId: line.enrolment_id,
        present: line.present,
        note: line.note,
      })),
    )
    .onConflictDoUpdate({
      target: [academyAttendance.sessionId, academyAttendance.enrolmentId],
      set: { present: sql`excluded.present`, note: sql`excluded.note` },
    });
}
