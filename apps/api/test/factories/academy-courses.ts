import type { ProgrammeDraft } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { academyCourses, academyEnrolments, academyGrades, academyRecords } from '../../src/db/schema';
import { createProgramme, latestPublished, publishDraft, versionTree } from '../../src/modules/academy';

/** A small programme: a dual phase of two lessons and a solo lesson, two exercises each. */
export function programmeDraft(overrides: Partial<ProgrammeDraft> = {}): ProgrammeDraft {
  return {
    name: 'PPL(A) Test',
    description: '',
    theory_subjects: [{ subject: 10, hours: 10 }],
    phases: [
      {
        name: 'Grundlagen',
        lessons: [
          {
            code: 'D1',
            title: 'Einweisung',
            kind: 'dual',
            description: '',
            briefing_minutes: 30,
            flight_minutes: 60,
            exercises: [
              { code: '1', title: 'Familiarisation' },
              { code: '4', title: 'Straight and level' },
            ],
          },
          {
            code: 'D2',
            title: 'Platzrunden',
            kind: 'dual',
            description: '',
            briefing_minutes: 30,
            flight_minutes: 60,
            exercises: [
              { code: '12', title: 'Take-off' },
              { code: '13', title: 'Circuit' },
            ],
          },
        ],
      },
      {
        name: 'Allein',
        lessons: [
          {
            code: 'S1',
            title: 'Erster Alleinflug',
            kind: 'solo',
            description: '',
            briefing_minutes: 15,
            flight_minutes: 30,
            exercises: [{ code: '14', title: 'First solo' }],
          },
        ],
      },
    ],
    ...overrides,
  };
}

/** A programme of the company, published (version 1) unless `draft`. */
export async function buildProgramme(db: Database, companyId: number, options: { draft?: boolean } = {}) {
  const programme = await db.transaction(async (tx) => {
    const created = await createProgramme(tx, companyId, programmeDraft());
    if (!options.draft) await publishDraft(tx, created, new Date());
    return created;
  });
  return programme;
}

/** A course on a new published programme; returns it with its version's tree. */
export async function buildCourse(db: Database, companyId: number, overrides: Partial<typeof academyCourses.$inferInsert> = {}) {
  const programme = await buildProgramme(db, companyId);
  const version = await latestPublished(db, programme.id);
  if (!version) throw new Error('programme not published');
  const tree = await versionTree(db, version.id);
  const [course] = await db
    .insert(academyCourses)
    .values({ companyId, programmeVersionId: tree.id, name: 'PPL(A) 2026/1', startsOn: '2026-01-01', ...overrides })
    .returning();
  if (!course) throw new Error('course not created');
  const lessons = tree.phases.flatMap((phase) => phase.lessons);
  return { course, tree, programme, lessons };
}

export async function buildEnrolment(
  db: Database,
  course: { id: number; companyId: number },
  membershipId: number,
  overrides: Partial<typeof academyEnrolments.$inferInsert> = {},
) {
  const [enrolment] = await db
    .insert(academyEnrolments)
    .values({ companyId: course.companyId, courseId: course.id, membershipId, startsOn: '2026-01-01', ...overrides })
    .returning();
  if (!enrolment) throw new Error('enrolment not created');
  return enrolment;
}

/** A record written directly, unsigned unless said, grading every given exercise. */
export async function buildRecord(
  db: Database,
  enrolment: { id: number; companyId: number },
  values: {
    lessonId: number;
    flightId: number;
    instructorMembershipId: number;
    grades: { exerciseId: number; grade: '1' | '2' | '3' | '4' | '5' | 'not_yet' | 'satisfactory' | 'proficient' }[];
    instructorSignedAt?: Date | null;
    studentSignedAt?: Date | null;
    correctsRecordId?: number | null;
  },
) {
  const [record] = await db
    .insert(academyRecords)
    .values({
      companyId: enrolment.companyId,
      enrolmentId: enrolment.id,
      lessonId: values.lessonId,
      flightId: values.flightId,
      instructorMembershipId: values.instructorMembershipId,
      correctsRecordId: values.correctsRecordId ?? null,
    })
    .returning();
  if (!record) throw new Error('record not created');
  if (values.grades.length)
    await db.insert(academyGrades).values(values.grades.map((grade) => ({ recordId: record.id, ...grade, comment: '' })));
  if (values.instructorSignedAt || values.studentSignedAt) {
    await db
      .update(academyRecords)
      .set({ instructorSignedAt: values.instructorSignedAt ?? null, studentSignedAt: values.studentSignedAt ?? null })
      .where(eq(academyRecords.id, record.id));
  }
  return record;
}
