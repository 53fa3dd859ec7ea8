import { z } from 'zod';
import { subjectSchema } from './academy';
import { academyMessages } from './academy-messages';
import { isoDateSchema, listQuerySchema, permissionsQuery } from './common';
import { validationMessages } from './request-messages';

/**
 * Training programmes, courses, enrolments, training records, progress and theory sessions
 * (docs/ARCHITECTURE.md "Academy: courses and training records").
 */

const text = (max: number) => z.string().trim().max(max, validationMessages.maxLength(max).message);
const required = (max: number) => text(max).min(1, 'This field is required');
const id = z.number().int();
const minutes = (max: number) => z.number().int().min(0).max(max);

/** How a company grades exercises: `numeric` 1 (poor) … 5 (excellent), or `competency` not yet / satisfactory / proficient. */
export const GRADING_SCALES = ['numeric', 'competency'] as const;
export const gradingScaleSchema = z.enum(GRADING_SCALES);
export type GradingScale = z.infer<typeof gradingScaleSchema>;

export const NUMERIC_GRADES = ['1', '2', '3', '4', '5'] as const;
export const COMPETENCY_GRADES = ['not_yet', 'satisfactory', 'proficient'] as const;
/** Every grade of either scale; the server takes only the company's scale (422 on `grades.N.grade`). */
export const GRADES = [...NUMERIC_GRADES, ...COMPETENCY_GRADES] as const;
export const gradeSchema = z.enum(GRADES);
export type Grade = z.infer<typeof gradeSchema>;
/** A grade that counts an exercise as done: 3 or better, or satisfactory / proficient. */
export const PASSING_GRADES: readonly Grade[] = ['3', '4', '5', 'satisfactory', 'proficient'];
export const gradesOf = (scale: GradingScale): readonly Grade[] => (scale === 'numeric' ? NUMERIC_GRADES : COMPETENCY_GRADES);

/** `settings.academy` of a company (PATCH /api/companies/{id} `{settings: {academy: {grading_scale}}}`); default numeric. */
export const academySettingsSchema = z.object({ grading_scale: gradingScaleSchema.default('numeric') });
export const academySettingsChangeSchema = z.object({ grading_scale: gradingScaleSchema }).partial().strict();
export type AcademySettings = z.infer<typeof academySettingsSchema>;

// ---------------------------------------------------------------------------------------------
// Programmes: phases → lessons → exercises, versioned

export const LESSON_KINDS = ['dual', 'solo'] as const;
export const lessonKindSchema = z.enum(LESSON_KINDS);
export type LessonKind = z.infer<typeof lessonKindSchema>;

export const PROGRAMME_VERSION_STATUSES = ['draft', 'published'] as const;
export const programmeVersionStatusSchema = z.enum(PROGRAMME_VERSION_STATUSES);

/** A programme's content as an admin writes it; positions follow the array order. */
export const exerciseInputSchema = z.object({ code: required(10), title: required(200) });
export const lessonInputSchema = z.object({
  code: required(20),
  title: required(200),
  kind: lessonKindSchema,
  description: text(4000).default(''),
  briefing_minutes: minutes(600).default(0),
  flight_minutes: minutes(1440).default(0),
  exercises: z.array(exerciseInputSchema).max(40).default([]),
});
export const phaseInputSchema = z.object({ name: required(200), lessons: z.array(lessonInputSchema).max(100) });
/** Planned hours of theory per subject (10 Air Law … 90 Communications). */
export const theorySubjectInputSchema = z.object({ subject: subjectSchema, hours: z.number().int().min(0).max(500) });

/** The whole draft of a programme: `PUT /api/programmes/{id}/draft` replaces it (and creates the draft when there is none). */
export const programmeDraftSchema = z.object({
  name: required(120),
  description: text(4000).default(''),
  phases: z.array(phaseInputSchema).max(30),
  theory_subjects: z.array(theorySubjectInputSchema).max(9).default([]),
});
export type ProgrammeDraft = z.infer<typeof programmeDraftSchema>;
/** A new programme starts as draft version 1. */
export const programmeCreateSchema = programmeDraftSchema;
export type ProgrammeCreate = z.infer<typeof programmeCreateSchema>;

export const exerciseSchema = z.object({ id, position: id, code: z.string(), title: z.string() });
export type Exercise = z.infer<typeof exerciseSchema>;
export const lessonSchema = z.object({
  id,
  phase_id: id,
  position: id,
  code: z.string(),
  title: z.string(),
  kind: lessonKindSchema,
  description: z.string(),
  briefing_minutes: id,
  flight_minutes: id,
  exercises: z.array(exerciseSchema),
});
export type Lesson = z.infer<typeof lessonSchema>;
export const phaseSchema = z.object({ id, position: id, name: z.string(), lessons: z.array(lessonSchema) });
export type Phase = z.infer<typeof phaseSchema>;

/** One version of a programme with its whole content; a published version never changes. */
export const programmeVersionSchema = z.object({
  id,
  programme_id: id,
  number: id,
  status: programmeVersionStatusSchema,
  name: z.string(),
  description: z.string(),
  published_at: z.string().nullable(),
  phases: z.array(phaseSchema),
  theory_subjects: z.array(z.object({ subject: subjectSchema, hours: id })),
  /** Sums over the lessons, for the overview. */
  totals: z.object({ lessons: id, dual_minutes: id, solo_minutes: id, briefing_minutes: id }),
});
export type ProgrammeVersion = z.infer<typeof programmeVersionSchema>;

export const programmeVersionSummarySchema = z.object({
  id,
  number: id,
  status: programmeVersionStatusSchema,
  published_at: z.string().nullable(),
  /** Courses following this version. */
  course_count: id,
});
export type ProgrammeVersionSummary = z.infer<typeof programmeVersionSummarySchema>;

/** A programme as listed: its name (of the latest version), its versions, newest first. */
export const programmeSchema = z.object({
  id,
  company_id: id,
  name: z.string(),
  description: z.string(),
  versions: z.array(programmeVersionSummarySchema),
  latest_published_version_id: id.nullable(),
  draft_version_id: id.nullable(),
  created_at: z.string(),
});
export type Programme = z.infer<typeof programmeSchema>;

/** `GET /api/programmes/{id}`: the programme with the content of its latest published version and of its draft. */
export const programmeDetailSchema = programmeSchema.extend({
  published: programmeVersionSchema.nullable(),
  draft: programmeVersionSchema.nullable(),
});
export type ProgrammeDetail = z.infer<typeof programmeDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Courses

const coursePermissionsSchema = z.object({
  view: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
  /** Enrol students. */
  enrol: z.boolean(),
  /** Hold theory sessions and tick attendance (instructors and admins). */
  teach: z.boolean(),
});

export const courseSchema = z.object({
  id,
  company_id: id,
  name: z.string(),
  description: z.string(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  programme: z.object({ id, name: z.string(), version_id: id, version_number: id }),
  enrolment_count: id,
  created_at: z.string(),
  permissions: coursePermissionsSchema.optional(),
});
export type Course = z.infer<typeof courseSchema>;

/** `GET /api/courses/{id}`: the course with the programme version it follows. */
export const courseDetailSchema = courseSchema.extend({ programme_version: programmeVersionSchema });
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const courseListQuerySchema = listQuerySchema.extend({ ...permissionsQuery('course') });

const endsAfterStart = (value: { starts_on?: string; ends_on?: string | null }) =>
  !value.starts_on || !value.ends_on || value.ends_on >= value.starts_on;

/** A course follows the programme's latest published version (422 on `programme_id` when it has none). */
export const courseCreateSchema = z
  .object({
    name: required(120),
    description: text(4000).default(''),
    programme_id: z.number().int().positive(),
    starts_on: isoDateSchema,
    ends_on: isoDateSchema.nullable().default(null),
  })
  .refine(endsAfterStart, { path: ['ends_on'], message: academyMessages.endBeforeStart.message });
export type CourseCreate = z.infer<typeof courseCreateSchema>;

/** The programme version is not changed here: a course keeps the version it was created with. */
export const courseUpdateSchema = z
  .object({
    name: required(120),
    description: text(4000),
    starts_on: isoDateSchema,
    ends_on: isoDateSchema.nullable(),
  })
  .partial()
  .strict();
export type CourseUpdate = z.infer<typeof courseUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Enrolments

export const ENROLMENT_STATUSES = ['active', 'completed', 'withdrawn'] as const;
export const enrolmentStatusSchema = z.enum(ENROLMENT_STATUSES);
export type EnrolmentStatus = z.infer<typeof enrolmentStatusSchema>;

const personSchema = z.object({ membership_id: id, name: z.string() });

const lessonRefSchema = z.object({ id, code: z.string(), title: z.string(), kind: lessonKindSchema });
export type LessonRef = z.infer<typeof lessonRefSchema>;

export const enrolmentSchema = z.object({
  id,
  company_id: id,
  course: z.object({ id, name: z.string() }),
  student: personSchema,
  instructor: personSchema.nullable(),
  starts_on: z.string(),
  planned_end_on: z.string().nullable(),
  status: enrolmentStatusSchema,
  lessons_done: id,
  lessons_total: id,
  next_lesson: lessonRefSchema.nullable(),
  /** The next lesson of each kind: a booking with an instructor proposes the dual one, a solo booking the solo one. */
  next_lesson_by_kind: z.object({ dual: lessonRefSchema.nullable(), solo: lessonRefSchema.nullable() }),
  created_at: z.string(),
  /** In `/api/user/enrolments`: whether the caller is this enrolment's student or its instructor. */
  my_role: z.enum(['student', 'instructor']).nullable(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** The student's membership must have the role student (422 on `membership_id`), the instructor's the role instructor. */
export const enrolmentCreateSchema = z
  .object({
    membership_id: z.number().int().positive(),
    instructor_membership_id: z.number().int().positive().nullable().default(null),
    starts_on: isoDateSchema,
    planned_end_on: isoDateSchema.nullable().default(null),
  })
  .refine((value) => !value.planned_end_on || value.planned_end_on >= value.starts_on, {
    path: ['planned_end_on'],
    message: academyMessages.endBeforeStart.message,
  });
export type EnrolmentCreate = z.infer<typeof enrolmentCreateSchema>;

export const enrolmentUpdateSchema = z
  .object({
    instructor_membership_id: z.number().int().positive().nullable(),
    planned_end_on: isoDateSchema.nullable(),
    status: enrolmentStatusSchema,
  })
  .partial()
  .strict();
export type EnrolmentUpdate = z.infer<typeof enrolmentUpdateSchema>;

export const enrolmentListQuerySchema = listQuerySchema.extend({ status: enrolmentStatusSchema.optional() });
export const userEnrolmentQuerySchema = z.object({ role: z.enum(['student', 'instructor']).optional() });

// ---------------------------------------------------------------------------------------------
// Training records

export const gradeInputSchema = z.object({
  exercise_id: z.number().int().positive(),
  grade: gradeSchema,
  comment: text(2000).default(''),
});

/** By the instructor, for a flight of the student (dual lessons: with the instructor; solo lessons: alone). */
export const recordCreateSchema = z.object({
  flight_id: z.number().int().positive(),
  lesson_id: z.number().int().positive(),
  grades: z.array(gradeInputSchema).min(1).max(40),
  remarks: text(4000).default(''),
  /** A correction of a locked record: the new record takes its place. */
  corrects_record_id: z.number().int().positive().nullable().default(null),
});
export type RecordCreate = z.infer<typeof recordCreateSchema>;

/** A flight of the student as training reads it; `solo`: flown without an instructor. */
export const trainingFlightSchema = z.object({
  id,
  off_block_at: z.string(),
  on_block_at: z.string(),
  block_minutes: id,
  departure_airport: z.string(),
  arrival_airport: z.string(),
  airplane_registration: z.string(),
  solo: z.boolean(),
});
export type TrainingFlight = z.infer<typeof trainingFlightSchema>;

export const trainingRecordSchema = z.object({
  id,
  enrolment_id: id,
  lesson: lessonRefSchema,
  flight: trainingFlightSchema,
  instructor: personSchema,
  student: personSchema,
  grades: z.array(z.object({ exercise_id: id, code: z.string(), title: z.string(), grade: gradeSchema, comment: z.string() })),
  remarks: z.string(),
  instructor_signed_at: z.string().nullable(),
  student_signed_at: z.string().nullable(),
  /** Both have signed: the record never changes again (a correction is a new record). */
  locked: z.boolean(),
  corrects_record_id: id.nullable(),
  corrected_by_record_id: id.nullable(),
  created_at: z.string(),
  /** The caller's rights: sign now (own side unsigned), correct (instructor, record locked and not yet corrected). */
  permissions: z.object({ sign: z.boolean(), correct: z.boolean() }),
});
export type TrainingRecord = z.infer<typeof trainingRecordSchema>;

export const recordListQuerySchema = listQuerySchema.omit({ search: true });

// ---------------------------------------------------------------------------------------------
// Progress

const minimumSchema = z.object({ done_minutes: id, required_minutes: id });

/** PPL(A) minima (FCL.210.A): 45 h total, 25 h dual, 10 h supervised solo, 5 h solo cross-country incl. one 150 NM flight with two full-stop landings away. */
export const minimaSchema = z.object({
  total: minimumSchema,
  dual: minimumSchema,
  supervised_solo: minimumSchema,
  solo_cross_country: minimumSchema,
  /** The qualifying long solo cross-country (legs of one day, back home), if flown. */
  long_cross_country: z.object({
    done: z.boolean(),
    date: z.string().nullable(),
    distance_nm: id.nullable(),
    route: z.array(z.string()),
  }),
  met: z.boolean(),
});
export type Minima = z.infer<typeof minimaSchema>;

export const PACE_STATUSES = ['ahead', 'on_track', 'behind', 'not_started', 'complete', 'unplanned'] as const;
export const paceStatusSchema = z.enum(PACE_STATUSES);
export type PaceStatus = z.infer<typeof paceStatusSchema>;

export const forecastSchema = z.object({
  status: paceStatusSchema,
  /** Share of the programme's lessons done and of the planned time gone (0–100). */
  percent_done: id,
  percent_time_elapsed: id.nullable(),
  planned_end_on: z.string().nullable(),
  /** At the pace so far; null before any lesson is done. */
  expected_end_on: z.string().nullable(),
});
export type Forecast = z.infer<typeof forecastSchema>;

export const LESSON_STATUSES = ['done', 'in_progress', 'not_started'] as const;
export const lessonStatusSchema = z.enum(LESSON_STATUSES);

export const progressSchema = z.object({
  enrolment: enrolmentSchema,
  grading_scale: gradingScaleSchema,
  phases: z.array(
    z.object({
      id,
      name: z.string(),
      lessons: z.array(
        lessonRefSchema.extend({ status: lessonStatusSchema, record_count: id, last_flown_on: z.string().nullable() }),
      ),
    }),
  ),
  next_lesson: lessonSchema.nullable(),
  /** The latest grade of each exercise code flown (corrected records left out). */
  exercises: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      grade: gradeSchema,
      comment: z.string(),
      graded_on: z.string(),
      record_id: id,
    }),
  ),
  minima: minimaSchema,
  forecast: forecastSchema,
});
export type Progress = z.infer<typeof progressSchema>;

// ---------------------------------------------------------------------------------------------
// The instructor's day and the booking's lesson

/** `PUT /api/bookings/{id}/lesson`: the training booking's next lesson (of the booked pilot's enrolment). */
export const bookingLessonSchema = z.object({
  enrolment_id: z.number().int().positive(),
  lesson_id: z.number().int().positive(),
});
export type BookingLessonInput = z.infer<typeof bookingLessonSchema>;
export const bookingLessonResultSchema = z.object({
  booking_id: id,
  enrolment_id: id,
  lesson: lessonRefSchema,
});
export type BookingLesson = z.infer<typeof bookingLessonResultSchema>;

export const trainingTodayQuerySchema = z.object({ date: isoDateSchema.optional() });

/** `GET /api/user/training-today`: the instructor's students with a booking that day (company time zone), their last grades and next exercises. */
export const trainingTodaySchema = z.object({
  enrolment: enrolmentSchema,
  bookings: z.array(
    z.object({
      id,
      starts_at: z.string(),
      ends_at: z.string(),
      airplane_registration: z.string(),
      lesson: lessonRefSchema.nullable(),
    }),
  ),
  last_record: trainingRecordSchema.nullable(),
  next_lesson: lessonSchema.nullable(),
});
export type TrainingToday = z.infer<typeof trainingTodaySchema>;

// ---------------------------------------------------------------------------------------------
// Theory: class sessions per subject with attendance

export const theorySessionCreateSchema = z
  .object({
    subject: subjectSchema,
    topic: text(200).default(''),
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
    instructor_membership_id: z.number().int().positive().nullable().default(null),
    location: text(200).default(''),
  })
  .refine((value) => Date.parse(value.ends_at) > Date.parse(value.starts_at), {
    path: ['ends_at'],
    message: academyMessages.endBeforeStart.message,
  });
export type TheorySessionCreate = z.infer<typeof theorySessionCreateSchema>;

export const attendanceInputSchema = z.object({
  attendance: z
    .array(z.object({ enrolment_id: z.number().int().positive(), present: z.boolean(), note: text(500).default('') }))
    .max(200),
});
export type AttendanceInput = z.infer<typeof attendanceInputSchema>;

export const theorySessionSchema = z.object({
  id,
  course_id: id,
  subject: subjectSchema,
  topic: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  location: z.string(),
  instructor: personSchema.nullable(),
  /** Instructors and admins see everyone's; a student only their own row. */
  attendance: z.array(z.object({ enrolment_id: id, student: personSchema, present: z.boolean(), note: z.string() })),
  permissions: z.object({ attendance: z.boolean() }),
});
export type TheorySession = z.infer<typeof theorySessionSchema>;

export const theorySessionListQuerySchema = listQuerySchema
  .omit({ search: true })
  .extend({ subject: z.coerce.number().pipe(subjectSchema).optional() });
