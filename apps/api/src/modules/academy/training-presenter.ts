import type {
  Course,
  CourseDetail,
  Enrolment,
  Lesson,
  LessonKind,
  Programme,
  ProgrammeDetail,
  ProgrammeVersion,
  Subject,
  TheorySession,
  TrainingFlight,
  TrainingRecord,
} from '@portal/contracts';
import type { ListedCourse } from './courses';
import type { ListedEnrolment } from './enrolments';
import type { FullLesson, ProgrammeListed, VersionTree } from './programmes';
import type { FullRecord, StudentFlight } from './records';
import type { FullSession } from './theory';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentLesson(lesson: FullLesson): Lesson {
  return {
    id: lesson.id,
    phase_id: lesson.phaseId,
    position: lesson.position,
    code: lesson.code,
    title: lesson.title,
    kind: lesson.kind,
    description: lesson.description,
    briefing_minutes: lesson.briefingMinutes,
    flight_minutes: lesson.flightMinutes,
    exercises: lesson.exercises.map((exercise) => ({
      id: exercise.id,
      position: exercise.position,
      code: exercise.code,
      title: exercise.title,
    })),
  };
}

export const lessonRef = (lesson: { id: number; code: string; title: string; kind: 'dual' | 'solo' }) => ({
  id: lesson.id,
  code: lesson.code,
  title: lesson.title,
  kind: lesson.kind,
});

export function presentVersion(tree: VersionTree): ProgrammeVersion {
  const lessons = tree.phases.flatMap((phase) => phase.lessons);
  const sum = (pick: (lesson: FullLesson) => number) => lessons.reduce((n, lesson) => n + pick(lesson), 0);
  return {
    id: tree.id,
    programme_id: tree.programmeId,
    number: tree.number,
    status: tree.status,
    name: tree.name,
    description: tree.description,
    published_at: iso(tree.publishedAt),
    phases: tree.phases.map((phase) => ({
      id: phase.id,
      position: phase.position,
      name: phase.name,
      lessons: phase.lessons.map(presentLesson),
    })),
    theory_subjects: tree.theorySubjects.map((line) => ({ subject: line.subject as Subject, hours: line.hours })),
    totals: {
      lessons: lessons.length,
      dual_minutes: sum((lesson) => (lesson.kind === 'dual' ? lesson.flightMinutes : 0)),
      solo_minutes: sum((lesson) => (lesson.kind === 'solo' ? lesson.flightMinutes : 0)),
      briefing_minutes: sum((lesson) => lesson.briefingMinutes),
    },
  };
}

export function presentProgramme(programme: ProgrammeListed): Programme {
  return {
    id: programme.id,
    company_id: programme.companyId,
    name: programme.name,
    description: programme.description,
    versions: programme.versions.map((version) => ({
      id: version.id,
      number: version.number,
      status: version.status,
      published_at: iso(version.publishedAt),
      course_count: version.courseCount,
    })),
    latest_published_version_id: programme.versions.find((version) => version.status === 'published')?.id ?? null,
    draft_version_id: programme.versions.find((version) => version.status === 'draft')?.id ?? null,
    created_at: programme.createdAt.toISOString(),
  };
}

export function presentProgrammeDetail(
  programme: ProgrammeListed,
  published: VersionTree | undefined,
  draft: VersionTree | undefined,
): ProgrammeDetail {
  return {
    ...presentProgramme(programme),
    published: published ? presentVersion(published) : null,
    draft: draft ? presentVersion(draft) : null,
  };
}

export type CoursePermissions = NonNullable<Course['permissions']>;

export function presentCourse(course: ListedCourse, permissions?: CoursePermissions): Course {
  return {
    id: course.id,
    company_id: course.companyId,
    name: course.name,
    description: course.description,
    starts_on: course.startsOn,
    ends_on: course.endsOn,
    programme: {
      id: course.programmeId,
      name: course.programmeName,
      version_id: course.programmeVersionId,
      version_number: course.versionNumber,
    },
    enrolment_count: course.enrolmentCount,
    created_at: course.createdAt.toISOString(),
    ...(permissions && { permissions }),
  };
}

export function presentCourseDetail(course: ListedCourse, tree: VersionTree, permissions: CoursePermissions): CourseDetail {
  return { ...presentCourse(course, permissions), programme_version: presentVersion(tree) };
}

/** How far an enrolment is, for its summary. */
export interface EnrolmentSummary {
  done: number;
  total: number;
  next: FullLesson | null;
  /** The next dual and the next solo lesson, for a booking of that kind. */
  nextByKind: Record<LessonKind, FullLesson | null>;
}

export function presentEnrolment(
  enrolment: ListedEnrolment,
  summary: EnrolmentSummary,
  myRole: 'student' | 'instructor' | null = null,
): Enrolment {
  return {
    id: enrolment.id,
    company_id: enrolment.companyId,
    course: { id: enrolment.courseId, name: enrolment.courseName },
    student: { membership_id: enrolment.membershipId, name: enrolment.studentName },
    instructor:
      enrolment.instructorMembershipId === null
        ? null
        : { membership_id: enrolment.instructorMembershipId, name: enrolment.instructorName ?? '' },
    starts_on: enrolment.startsOn,
    planned_end_on: enrolment.plannedEndOn,
    status: enrolment.status,
    lessons_done: summary.done,
    lessons_total: summary.total,
    next_lesson: summary.next ? lessonRef(summary.next) : null,
    next_lesson_by_kind: {
      dual: summary.nextByKind.dual ? lessonRef(summary.nextByKind.dual) : null,
      solo: summary.nextByKind.solo ? lessonRef(summary.nextByKind.solo) : null,
    },
    created_at: enrolment.createdAt.toISOString(),
    my_role: myRole,
  };
}

export const presentTrainingFlight = (flight: StudentFlight): TrainingFlight => ({
  id: flight.id,
  off_block_at: flight.offBlockAt.toISOString(),
  on_block_at: flight.onBlockAt.toISOString(),
  block_minutes: Math.round((flight.onBlockAt.getTime() - flight.offBlockAt.getTime()) / 60_000),
  departure_airport: flight.departureAirport,
  arrival_airport: flight.arrivalAirport,
  airplane_registration: flight.registration,
  solo: flight.solo,
});

export function presentRecord(
  record: FullRecord,
  student: { membershipId: number; name: string },
  callerMembershipId: number | undefined,
): TrainingRecord {
  const locked = record.instructorSignedAt !== null && record.studentSignedAt !== null;
  const mySide =
    callerMembershipId === record.instructorMembershipId
      ? record.instructorSignedAt
      : callerMembershipId === student.membershipId
        ? record.studentSignedAt
        : undefined;
  return {
    id: record.id,
    enrolment_id: record.enrolmentId,
    lesson: lessonRef(record.lesson),
    flight: presentTrainingFlight(record.flight),
    instructor: { membership_id: record.instructorMembershipId, name: record.instructorName },
    student: { membership_id: student.membershipId, name: student.name },
    grades: record.grades.map((grade) => ({
      exercise_id: grade.exerciseId,
      code: grade.code,
      title: grade.title,
      grade: grade.grade,
      comment: grade.comment,
    })),
    remarks: record.remarks,
    instructor_signed_at: iso(record.instructorSignedAt),
    student_signed_at: iso(record.studentSignedAt),
    locked,
    corrects_record_id: record.correctsRecordId,
    corrected_by_record_id: record.correctedByRecordId,
    created_at: record.createdAt.toISOString(),
    permissions: {
      sign: mySide === null,
      correct: locked && record.correctedByRecordId === null && callerMembershipId === record.instructorMembershipId,
    },
  };
}

export function presentSession(session: FullSession, canAttend: boolean): TheorySession {
  return {
    id: session.id,
    course_id: session.courseId,
    subject: session.subject as Subject,
    topic: session.topic,
    starts_at: session.startsAt.toISOString(),
    ends_at: session.endsAt.toISOString(),
    location: session.location,
    instructor:
      session.instructorMembershipId === null
        ? null
        : { membership_id: session.instructorMembershipId, name: session.instructorName ?? '' },
    attendance: session.attendance.map((line) => ({
      enrolment_id: line.enrolmentId,
      student: { membership_id: line.membershipId, name: line.studentName },
      present: line.present,
      note: line.note,
    })),
    permissions: { attendance: canAttend },
  };
}
