import { type Grade, type GradingScale, gradesOf, type RecordCreate } from '@portal/contracts';
import { academyMessages } from '@portal/contracts/academy-messages';
import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { academyExercises, academyGrades, academyLessons, academyRecords, airplanes, flights } from '../../db/schema';
import { conflict, forbidden, invalid } from '../../lib/errors';
import { memberNames } from '../memberships';
import type { ListedEnrolment } from './enrolments';
import type { GradedRecord } from './lesson-progress';

export type RecordRow = typeof academyRecords.$inferSelect;

/** A flight of the student as a record shows it; `solo`: flown without an instructor. */
export type StudentFlight = {
  id: number;
  offBlockAt: Date;
  onBlockAt: Date;
  departureAirport: string;
  arrivalAirport: string;
  registration: string;
  solo: boolean;
};

/** A record with what its page shows: lesson, flight, instructor, grades, and whether a correction replaced it. */
export type FullRecord = RecordRow & {
  lesson: { id: number; code: string; title: string; kind: 'dual' | 'solo' };
  flight: StudentFlight;
  instructorName: string;
  grades: { exerciseId: number; code: string; title: string; grade: Grade; comment: string }[];
  correctedByRecordId: number | null;
};

const instructor = memberNames('record_instructor');
/** A flight as a record shows it (with its aircraft joined); no instructor makes it solo. */
const flightColumns = {
  id: flights.id,
  offBlockAt: flights.offBlockAt,
  onBlockAt: flights.onBlockAt,
  departureAirport: flights.departureAirport,
  arrivalAirport: flights.arrivalAirport,
  registration: airplanes.registration,
  instructorMembershipId: flights.instructorMembershipId,
};
const corrections = sql`(select c.id from academy_records c where c.corrects_record_id = ${academyRecords.id})`;

async function selectRecords(db: Executor, where: SQL | undefined, limit?: number, offset?: number): Promise<FullRecord[]> {
  let query = db
    .select({
      record: academyRecords,
      lesson: { id: academyLessons.id, code: academyLessons.code, title: academyLessons.title, kind: academyLessons.kind },
      flight: flightColumns,
      instructorName: sql<string>`${instructor.name}`.as('instructor_name'),
      correctedByRecordId: sql<number | null>`${corrections}`.as('corrected_by'),
    })
    .from(academyRecords)
    .innerJoin(academyLessons, eq(academyLessons.id, academyRecords.lessonId))
    .innerJoin(flights, eq(flights.id, academyRecords.flightId))
    .innerJoin(airplanes, eq(airplanes.id, flights.airplaneId))
    .innerJoin(instructor, eq(instructor.membershipId, academyRecords.instructorMembershipId))
    .where(where)
    .orderBy(desc(flights.offBlockAt), desc(academyRecords.id))
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit).offset(offset ?? 0);
  const rows = await query;
  const ids = rows.map((row) => row.record.id);
  const grades = ids.length
    ? await db
        .select({
          recordId: academyGrades.recordId,
          exerciseId: academyGrades.exerciseId,
          code: academyExercises.code,
          title: academyExercises.title,
          grade: academyGrades.grade,
          comment: academyGrades.comment,
          position: academyExercises.position,
        })
        .from(academyGrades)
        .innerJoin(academyExercises, eq(academyExercises.id, academyGrades.exerciseId))
        .where(inArray(academyGrades.recordId, ids))
        .orderBy(asc(academyExercises.position))
    : [];
  return rows.map((row) => ({
    ...row.record,
    lesson: row.lesson,
    flight: { ...row.flight, solo: row.flight.instructorMembershipId === null },
    instructorName: row.instructorName,
    correctedByRecordId: row.correctedByRecordId === null ? null : Number(row.correctedByRecordId),
    grades: grades
      .filter((grade) => grade.recordId === row.record.id)
      .map(({ exerciseId, code, title, grade, comment }) => ({ exerciseId, code, title, grade, comment })),
  }));
}

export async function countRecords(db: Executor, enrolmentId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(academyRecords).where(eq(academyRecords.enrolmentId, enrolmentId));
  return row?.n ?? 0;
}

export const listRecords = (db: Executor, enrolmentId: number, limit?: number, offset?: number) =>
  selectRecords(db, eq(academyRecords.enrolmentId, enrolmentId), limit, offset);

export async function findRecord(db: Executor, id: number): Promise<FullRecord | undefined> {
  return (await selectRecords(db, eq(academyRecords.id, id)))[0];
}

const ofStudent = (enrolment: Pick<ListedEnrolment, 'companyId' | 'membershipId' | 'startsOn'>) =>
  and(
    eq(flights.companyId, enrolment.companyId),
    eq(flights.pilotMembershipId, enrolment.membershipId),
    gte(flights.offBlockAt, new Date(`${enrolment.startsOn}T00:00:00Z`)),
  );

export async function countStudentFlights(
  db: Executor,
  enrolment: Pick<ListedEnrolment, 'companyId' | 'membershipId' | 'startsOn'>,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(flights).where(ofStudent(enrolment));
  return row?.n ?? 0;
}

/**
 * The student's flights in the course's company since the enrolment started, newest first: dual ones
 * and solo ones, for the instructor to pick the flight a lesson was flown on.
 */
export async function listStudentFlights(
  db: Executor,
  enrolment: Pick<ListedEnrolment, 'companyId' | 'membershipId' | 'startsOn'>,
  limit?: number,
  offset?: number,
): Promise<StudentFlight[]> {
  let query = db
    .select(flightColumns)
    .from(flights)
    .innerJoin(airplanes, eq(airplanes.id, flights.airplaneId))
    .where(ofStudent(enrolment))
    .orderBy(desc(flights.offBlockAt), desc(flights.id))
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit).offset(offset ?? 0);
  return (await query).map(({ instructorMembershipId, ...flight }) => ({ ...flight, solo: instructorMembershipId === null }));
}

/** Every enrolment's records as progress reads them (lesson, day, grades). */
export async function gradedRecords(db: Executor, enrolmentIds: number[]): Promise<Map<number, GradedRecord[]>> {
  const byEnrolment = new Map<number, GradedRecord[]>(enrolmentIds.map((id) => [id, []]));
  if (enrolmentIds.length === 0) return byEnrolment;
  const rows = await db
    .select({
      id: academyRecords.id,
      enrolmentId: academyRecords.enrolmentId,
      lessonId: academyRecords.lessonId,
      correctsRecordId: academyRecords.correctsRecordId,
      flownAt: flights.offBlockAt,
    })
    .from(academyRecords)
    .innerJoin(flights, eq(flights.id, academyRecords.flightId))
    .where(inArray(academyRecords.enrolmentId, enrolmentIds));
  const grades = rows.length
    ? await db
        .select()
        .from(academyGrades)
        .where(
          inArray(
            academyGrades.recordId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  for (const row of rows) {
    byEnrolment.get(row.enrolmentId)?.push({
      id: row.id,
      lessonId: row.lessonId,
      flownAt: row.flownAt,
      flownOn: row.flownAt.toISOString().slice(0, 10),
      correctsRecordId: row.correctsRecordId,
      grades: grades
        .filter((grade) => grade.recordId === row.id)
        .map((grade) => ({ exerciseId: grade.exerciseId, grade: grade.grade, comment: grade.comment })),
    });
  }
  return byEnrolment;
}

export const isLocked = (record: Pick<RecordRow, 'instructorSignedAt' | 'studentSignedAt'>) =>
  record.instructorSignedAt !== null && record.studentSignedAt !== null;

/**
 * The instructor records a flight for a lesson of the student's course and grades its exercises; the
 * record is signed by them at once. A dual lesson's flight is the student's with this instructor; a
 * solo lesson's is the student's alone, recorded by the student's assigned instructor.
 */
export async function createRecord(
  db: Executor,
  enrolment: Pick<
    ListedEnrolment,
    'id' | 'companyId' | 'membershipId' | 'instructorMembershipId' | 'programmeVersionId' | 'status'
  >,
  instructorMembershipId: number,
  input: RecordCreate,
  scale: GradingScale,
  at: Date,
): Promise<number> {
  if (enrolment.status !== 'active') throw conflict(academyMessages.enrolmentClosed);
  const [lesson] = await db
    .select({ id: academyLessons.id, kind: academyLessons.kind })
    .from(academyLessons)
    .where(and(eq(academyLessons.id, input.lesson_id), eq(academyLessons.versionId, enrolment.programmeVersionId)));
  if (!lesson) throw invalid('lesson_id', academyMessages.lessonNotInCourse);
  if (
    lesson.kind === 'solo' &&
    enrolment.instructorMembershipId !== null &&
    enrolment.instructorMembershipId !== instructorMembershipId
  )
    throw forbidden(academyMessages.notTheInstructor);
  const [flight] = await db
    .select({ pilot: flights.pilotMembershipId, instructor: flights.instructorMembershipId })
    .from(flights)
    .where(and(eq(flights.id, input.flight_id), eq(flights.companyId, enrolment.companyId)));
  const expectedInstructor = lesson.kind === 'dual' ? instructorMembershipId : null;
  if (!flight || flight.pilot !== enrolment.membershipId || flight.instructor !== expectedInstructor)
    throw invalid('flight_id', academyMessages.flightMismatch);

  const exercises = new Set(
    (await db.select({ id: academyExercises.id }).from(academyExercises).where(eq(academyExercises.lessonId, lesson.id))).map(
      (row) => row.id,
    ),
  );
  const allowed = gradesOf(scale);
  const seen = new Set<number>();
  for (const [index, grade] of input.grades.entries()) {
    if (!exercises.has(grade.exercise_id) || seen.has(grade.exercise_id))
      throw invalid(`grades.${index}.exercise_id`, academyMessages.exerciseNotInLesson);
    seen.add(grade.exercise_id);
    if (!allowed.includes(grade.grade)) throw invalid(`grades.${index}.grade`, academyMessages.gradeScale);
  }

  if (input.corrects_record_id !== null) {
    const [target] = await db
      .select({
        enrolmentId: academyRecords.enrolmentId,
        instructorSignedAt: academyRecords.instructorSignedAt,
        studentSignedAt: academyRecords.studentSignedAt,
        correctedBy: sql<number | null>`${corrections}`,
      })
      .from(academyRecords)
      .where(eq(academyRecords.id, input.corrects_record_id))
      .for('update');
    if (!target || target.enrolmentId !== enrolment.id || !isLocked(target) || target.correctedBy !== null)
      throw invalid('corrects_record_id', academyMessages.correctionTarget);
  }

  const [record] = await db
    .insert(academyRecords)
    .values({
      companyId: enrolment.companyId,
      enrolmentId: enrolment.id,
      lessonId: lesson.id,
      flightId: input.flight_id,
      instructorMembershipId,
      remarks: input.remarks,
      instructorSignedAt: at,
      correctsRecordId: input.corrects_record_id,
    })
    .returning({ id: academyRecords.id });
  if (!record) throw new Error('record not created');
  await db.insert(academyGrades).values(
    input.grades.map((grade) => ({
      recordId: record.id,
      exerciseId: grade.exercise_id,
      grade: grade.grade,
      comment: grade.comment,
    })),
  );
  return record.id;
}

/** The caller signs their side (instructor or student); signed by both, the record is locked. */
export async function signRecord(db: Executor, record: RecordRow, side: 'instructor' | 'student', at: Date): Promise<void> {
  const [current] = await db.select().from(academyRecords).where(eq(academyRecords.id, record.id)).for('update');
  if (!current) throw new Error('record missing');
  const signed = side === 'instructor' ? current.instructorSignedAt : current.studentSignedAt;
  if (signed !== null) throw conflict(academyMessages.alreadySigned);
  await db
    .update(academyRecords)
    .set(side === 'instructor' ? { instructorSignedAt: at } : { studentSignedAt: at })
    .where(eq(academyRecords.id, record.id));
}
