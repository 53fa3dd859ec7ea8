import { ENROLMENT_STATUSES, GRADES, LESSON_KINDS, PROGRAMME_VERSION_STATUSES, SUBJECTS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './booking';
import { companies, memberships } from './companies';
import { flights } from './flights';
import { oneOf } from './one-of';

const SUBJECT_LIST = sql.raw(SUBJECTS.join(', '));

/**
 * A training programme (e.g. PPL(A)); its content lives in versions. A published version never
 * changes (a trigger refuses it, migration `academy_courses_locks`): editing writes the draft, and
 * publishing the draft makes the next version. Courses point at the version they follow.
 */
export const academyProgrammes = pgTable(
  'academy_programmes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('academy_programmes_company_id_unique').on(t.companyId, t.id)],
);

export const academyProgrammeVersions = pgTable(
  'academy_programme_versions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    programmeId: integer('programme_id').notNull(),
    number: integer('number').notNull(),
    status: text('status', { enum: PROGRAMME_VERSION_STATUSES }).notNull().default('draft'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Planned theory hours per subject: `[{subject, hours}]`. */
    theorySubjects: jsonb('theory_subjects').$type<{ subject: number; hours: number }[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'academy_programme_versions_programme_fk',
      columns: [t.companyId, t.programmeId],
      foreignColumns: [academyProgrammes.companyId, academyProgrammes.id],
    }).onDelete('cascade'),
    unique('academy_programme_versions_company_id_unique').on(t.companyId, t.id),
    unique('academy_programme_versions_number_unique').on(t.programmeId, t.number),
    uniqueIndex('academy_programme_versions_one_draft').on(t.programmeId).where(sql`${t.status} = 'draft'`),
    check('academy_programme_versions_status_check', oneOf(t.status, PROGRAMME_VERSION_STATUSES)),
    check('academy_programme_versions_published_check', sql`(${t.status} = 'published') = (${t.publishedAt} is not null)`),
  ],
);

export const academyPhases = pgTable(
  'academy_phases',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    versionId: integer('version_id').notNull(),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'academy_phases_version_fk',
      columns: [t.companyId, t.versionId],
      foreignColumns: [academyProgrammeVersions.companyId, academyProgrammeVersions.id],
    }).onDelete('cascade'),
    unique('academy_phases_version_id_unique').on(t.versionId, t.id),
    unique('academy_phases_position_unique').on(t.versionId, t.position),
  ],
);

export const academyLessons = pgTable(
  'academy_lessons',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    versionId: integer('version_id').notNull(),
    phaseId: integer('phase_id').notNull(),
    position: smallint('position').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: LESSON_KINDS }).notNull(),
    description: text('description').notNull().default(''),
    briefingMinutes: integer('briefing_minutes').notNull().default(0),
    flightMinutes: integer('flight_minutes').notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: 'academy_lessons_phase_fk',
      columns: [t.versionId, t.phaseId],
      foreignColumns: [academyPhases.versionId, academyPhases.id],
    }).onDelete('cascade'),
    unique('academy_lessons_version_id_unique').on(t.versionId, t.id),
    unique('academy_lessons_position_unique').on(t.phaseId, t.position),
    check('academy_lessons_kind_check', oneOf(t.kind, LESSON_KINDS)),
    check('academy_lessons_minutes_check', sql`${t.briefingMinutes} >= 0 and ${t.flightMinutes} >= 0`),
  ],
);

export const academyExercises = pgTable(
  'academy_exercises',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    versionId: integer('version_id').notNull(),
    lessonId: integer('lesson_id').notNull(),
    position: smallint('position').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'academy_exercises_lesson_fk',
      columns: [t.versionId, t.lessonId],
      foreignColumns: [academyLessons.versionId, academyLessons.id],
    }).onDelete('cascade'),
    unique('academy_exercises_lesson_id_unique').on(t.lessonId, t.id),
    unique('academy_exercises_position_unique').on(t.lessonId, t.position),
  ],
);

/** A course follows one programme version for good (`restrict`: a version in use is never deleted). */
export const academyCourses = pgTable(
  'academy_courses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    programmeVersionId: integer('programme_version_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'academy_courses_version_fk',
      columns: [t.companyId, t.programmeVersionId],
      foreignColumns: [academyProgrammeVersions.companyId, academyProgrammeVersions.id],
    }),
    unique('academy_courses_company_id_unique').on(t.companyId, t.id),
    index('academy_courses_company_idx').on(t.companyId, t.startsOn),
    check('academy_courses_dates_check', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** A student in a course, with the instructor assigned to them. */
export const academyEnrolments = pgTable(
  'academy_enrolments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    courseId: integer('course_id').notNull(),
    membershipId: integer('membership_id').notNull(),
    instructorMembershipId: integer('instructor_membership_id'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    plannedEndOn: date('planned_end_on', { mode: 'string' }),
    status: text('status', { enum: ENROLMENT_STATUSES }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'academy_enrolments_course_fk',
      columns: [t.companyId, t.courseId],
      foreignColumns: [academyCourses.companyId, academyCourses.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'academy_enrolments_student_fk',
      columns: [t.companyId, t.membershipId],
      foreignColumns: [memberships.companyId, memberships.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'academy_enrolments_instructor_fk',
      columns: [t.companyId, t.instructorMembershipId],
      foreignColumns: [memberships.companyId, memberships.id],
    }),
    unique('academy_enrolments_company_id_unique').on(t.companyId, t.id),
    unique('academy_enrolments_course_student_unique').on(t.courseId, t.membershipId),
    index('academy_enrolments_student_idx').on(t.membershipId),
    index('academy_enrolments_instructor_idx').on(t.instructorMembershipId),
    check('academy_enrolments_status_check', oneOf(t.status, ENROLMENT_STATUSES)),
    check('academy_enrolments_dates_check', sql`${t.plannedEndOn} is null or ${t.plannedEndOn} >= ${t.startsOn}`),
    check('academy_enrolments_instructor_check', sql`${t.instructorMembershipId} is distinct from ${t.membershipId}`),
  ],
);

/**
 * A training record: one flight flown for one lesson, graded by the instructor. Once both the
 * instructor and the student have signed it is locked: a trigger refuses any change to it or its
 * grades (migration `academy_courses_locks`); a correction is a new record naming it.
 */
export const academyRecords = pgTable(
  'academy_records',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    enrolmentId: integer('enrolment_id').notNull(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => academyLessons.id),
    flightId: integer('flight_id')
      .notNull()
      .references(() => flights.id),
    instructorMembershipId: integer('instructor_membership_id').notNull(),
    remarks: text('remarks').notNull().default(''),
    instructorSignedAt: timestamp('instructor_signed_at', { withTimezone: true }),
    studentSignedAt: timestamp('student_signed_at', { withTimezone: true }),
    correctsRecordId: integer('corrects_record_id').references((): AnyPgColumn => academyRecords.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'academy_records_enrolment_fk',
      columns: [t.companyId, t.enrolmentId],
      foreignColumns: [academyEnrolments.companyId, academyEnrolments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'academy_records_instructor_fk',
      columns: [t.companyId, t.instructorMembershipId],
      foreignColumns: [memberships.companyId, memberships.id],
    }),
    uniqueIndex('academy_records_corrects_unique').on(t.correctsRecordId),
    index('academy_records_enrolment_idx').on(t.enrolmentId, t.createdAt),
    index('academy_records_flight_idx').on(t.flightId),
  ],
);

export const academyGrades = pgTable(
  'academy_grades',
  {
    recordId: integer('record_id')
      .notNull()
      .references(() => academyRecords.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => academyExercises.id),
    grade: text('grade', { enum: GRADES }).notNull(),
    comment: text('comment').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.exerciseId] }), check('academy_grades_grade_check', oneOf(t.grade, GRADES))],
);

/** The lesson a training booking is for (the academy's, so the booking module knows nothing of lessons). */
export const academyBookingLessons = pgTable(
  'academy_booking_lessons',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    enrolmentId: integer('enrolment_id').notNull(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => academyLessons.id, { onDelete: 'cascade' }),
  },
  (t) => [
    foreignKey({
      name: 'academy_booking_lessons_enrolment_fk',
      columns: [t.companyId, t.enrolmentId],
      foreignColumns: [academyEnrolments.companyId, academyEnrolments.id],
    }).onDelete('cascade'),
    index('academy_booking_lessons_enrolment_idx').on(t.enrolmentId),
  ],
);

/** A theory class of one subject for a course. */
export const academyTheorySessions = pgTable(
  'academy_theory_sessions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    courseId: integer('course_id').notNull(),
    subject: smallint('subject').notNull(),
    topic: text('topic').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    instructorMembershipId: integer('instructor_membership_id'),
    location: text('location').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'academy_theory_sessions_course_fk',
      columns: [t.companyId, t.courseId],
      foreignColumns: [academyCourses.companyId, academyCourses.id],
    }),
    foreignKey({
      name: 'academy_theory_sessions_instructor_fk',
      columns: [t.companyId, t.instructorMembershipId],
      foreignColumns: [memberships.companyId, memberships.id],
    }),
    unique('academy_theory_sessions_company_id_unique').on(t.companyId, t.id),
    index('academy_theory_sessions_course_idx').on(t.courseId, t.startsAt),
    check('academy_theory_sessions_subject_check', sql`${t.subject} in (${SUBJECT_LIST})`),
    check('academy_theory_sessions_span_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const academyAttendance = pgTable(
  'academy_attendance',
  {
    companyId: integer('company_id').notNull(),
    sessionId: integer('session_id').notNull(),
    enrolmentId: integer('enrolment_id').notNull(),
    present: boolean('present').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.enrolmentId] }),
    foreignKey({
      name: 'academy_attendance_session_fk',
      columns: [t.companyId, t.sessionId],
      foreignColumns: [academyTheorySessions.companyId, academyTheorySessions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'academy_attendance_enrolment_fk',
      columns: [t.companyId, t.enrolmentId],
      foreignColumns: [academyEnrolments.companyId, academyEnrolments.id],
    }).onDelete('cascade'),
  ],
);
